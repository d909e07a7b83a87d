import Type from 'typebox';
import { SESSION_DEFAULTS } from '@cadence/contracts';
import { SecretsEnv } from '@cadence/service-kit';

export const authEnv = {
  ...SecretsEnv,
  ADMIN_EMAIL: Type.Optional(Type.String({ format: 'email' })),
  ADMIN_PASSWORD: Type.Optional(Type.String({ minLength: 8 })),
  ACCESS_TOKEN_TTL_SECONDS: Type.Integer({ minimum: 60, maximum: 86_400, default: SESSION_DEFAULTS.accessTokenTtlSeconds }),
  REFRESH_TOKEN_TTL_SECONDS: Type.Integer({ minimum: 3_600, maximum: 365 * 86_400, default: SESSION_DEFAULTS.refreshTokenTtlSeconds }),
  /** Unset: mails are kept in the mail log (GET /api/auth/mails) instead of sent. */
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://' })),
  MAIL_FROM: Type.String({ minLength: 3, default: 'Cadence <no-reply@localhost>' }),
  /** argon2id cost; the defaults are the OWASP baseline (19 MiB, 2 passes). Lower only in tests. */
  PASSWORD_HASH_MEMORY_KIB: Type.Integer({ minimum: 1_024, maximum: 1_048_576, default: 19_456 }),
  PASSWORD_HASH_ITERATIONS: Type.Integer({ minimum: 1, maximum: 10, default: 2 }),
  /** Failed sign-ins counted over this sliding window; older failures no longer count. */
  LOGIN_THROTTLE_WINDOW_SECONDS: Type.Integer({ minimum: 10, maximum: 86_400, default: 900 }),
  /** Failed sign-ins from one address (any account) before that address must wait. */
  LOGIN_MAX_FAILURES_PER_ADDRESS: Type.Integer({ minimum: 1, maximum: 10_000, default: 20 }),
  /** Failed sign-ins on one account (any address) before only addresses without failures on it may try. */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: Type.Integer({ minimum: 1, maximum: 10_000, default: 10 }),
};
