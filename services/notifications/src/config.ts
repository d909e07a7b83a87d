import Type from 'typebox';

export const notificationsEnv = {
  // The same variables as the identity service's: one mail server for the platform.
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://' })),
  MAIL_FROM: Type.String({ minLength: 3, default: 'Cadence <no-reply@localhost>' }),
  NOTIFICATIONS_PING_INTERVAL_MS: Type.Integer({
    minimum: 1000,
    maximum: 300_000,
    default: 30_000,
    description: 'How often notification sockets are pinged; one silent for a whole interval is dropped',
  }),
  NOTIFICATIONS_BROADCAST_BATCH_SIZE: Type.Integer({
    minimum: 1,
    maximum: 5000,
    default: 250,
    description: 'Users per transaction of a staff send',
  }),
  NOTIFICATIONS_BROADCAST_USERS_PER_SECOND: Type.Integer({
    minimum: 0,
    maximum: 1_000_000,
    default: 3000,
    description: 'Pace of a staff send per instance, so the API keeps its share of the machine; 0 sends as fast as the database allows',
  }),
};
