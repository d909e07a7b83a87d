import Type from 'typebox';
import { OutboundEnv, SecretsEnv } from '@cadence/service-kit';

export const notificationsEnv = {
  ...SecretsEnv,
  ...OutboundEnv,
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
  NOTIFICATIONS_WEB_PUSH_TTL_SECONDS: Type.Integer({
    minimum: 0,
    maximum: 2_419_200,
    default: 86_400,
    description: 'How long a push service keeps a browser notification for a browser that is offline',
  }),
  NOTIFICATIONS_WEB_PUSH_BATCH_SIZE: Type.Integer({
    minimum: 1,
    maximum: 1000,
    default: 50,
    description: 'Browser pushes one sender round takes',
  }),
  NOTIFICATIONS_WEB_PUSH_RETRY_BASE_MS: Type.Integer({
    minimum: 10,
    maximum: 3_600_000,
    default: 30_000,
    description: 'First retry delay of a browser push the push service did not take; doubles per attempt',
  }),
  NOTIFICATIONS_MONITORING_INTERVAL_MS: Type.Integer({
    minimum: 1000,
    maximum: 3_600_000,
    default: 60_000,
    description: 'How often the monitoring thresholds are checked against the services’ figures',
  }),
  SERVICE_URLS: Type.Optional(
    Type.String({
      pattern: '^[a-z-]+=https?://[^,\\s]+(,[a-z-]+=https?://[^,\\s]+)*$',
      description: 'Distributed mode: where each service listens (name=url,...), for reading their monitoring figures with INTERNAL_TOKEN',
    }),
  ),
};
