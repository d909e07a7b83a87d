import Type from 'typebox';

/** Variables of the review links' mail. */
export const reviewLinksEnv = {
  /** Where mail goes (smtp:// or smtps://); without it mails are kept for staff to read. */
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://' })),
  MAIL_FROM: Type.String({ minLength: 3, default: 'Cadence <no-reply@localhost>' }),
};
