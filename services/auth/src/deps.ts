import type { FastifyInstance } from 'fastify';
import type { Database } from '@cadence/db';
import type { MailSeal } from '@cadence/mailer';
import type { Cache, Revocations, SecretBox } from '@cadence/service-kit';
import type { PasswordHasher } from './features/session/passwords';
import type { LoginThrottle } from './features/throttle/login-throttle';
import type { SendLimiter } from './features/throttle/send-limiter';

/** What the features of the auth service share, built once in app.ts from the service context. */
export interface AuthDeps {
  db: Database;
  /** Signs access tokens (only auth holds the private key). */
  jwt: FastifyInstance['jwt'];
  hasher: PasswordHasher;
  loginThrottle: LoginThrottle;
  /** Caps the mails one address can trigger (verification resends, reset links). */
  sendLimiter: SendLimiter;
  accessTokenTtlSeconds: number;
  /** Shared by the processes when REDIS_URL is set (refresh grace). */
  cache: Cache;
  /** Ends access tokens before they expire, in every process. */
  revocations: Revocations;
  refreshTokenTtlSeconds: number;
  /** Encrypts kept mails (one-time links and codes) at rest. */
  mailSeal: MailSeal;
  /** Seals secrets kept to be shown again (invitation links), with the SECRETS_KEY. */
  secrets: SecretBox;
  /** Where links in mails point (PUBLIC_URL). */
  publicUrl: string;
  /** DATA_DIR/avatars. */
  avatarDir: string;
}
