import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMailSender } from '@cadence/mailer';
import { defineService, loadSecretBox, storedSmtpOf, type ServiceContext, type ServiceConfig } from '@cadence/service-kit';
import { authEnv } from './config';
import { authEvents, authMail } from './db/schema';
import { systemSettingsRoutes } from './features/system-settings/system-settings.routes';
import { storeWorkspaceEntitlements } from './consumers/entitlements-changed';
import { hireMemberships } from './consumers/hire-membership';
import { workspaceAccountsCopy } from './consumers/workspace-accounts';
import type { AuthDeps } from './deps';
import { apiKeysRoutes } from './features/api-keys/api-keys.routes';
import { employeesRoutes } from './features/employees/employees.routes';
import { extensionSignInRoutes } from './features/extension-sign-in/extension-sign-in.routes';
import { invitationsRoutes } from './features/invitations/invitations.routes';
import { mailSealOf } from './features/mail/mail-seal';
import { mailRoutes } from './features/mail/mail.routes';
import { membersRoutes } from './features/members/members.routes';
import { passwordResetRoutes } from './features/password-reset/password-reset.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { rolesRoutes } from './features/roles/roles.routes';
import { seedRoles } from './features/roles/seed-roles';
import { createPasswordHasher } from './features/session/passwords';
import { sessionRoutes } from './features/session/session.routes';
import { setupRoutes } from './features/setup/setup.routes';
import { prepareFirstStart } from './features/setup/setup.service';
import { teamsRoutes } from './features/teams/teams.routes';
import { createLoginThrottle } from './features/throttle/login-throttle';
import { createSendLimiter } from './features/throttle/send-limiter';
import { memorySlidingWindow, redisSlidingWindow } from './features/throttle/sliding-window';
import { usersRoutes } from './features/users/users.routes';
import { verificationRoutes } from './features/verification/verification.routes';
import { workspacesRoutes } from './features/workspaces/workspaces.routes';

export type AuthContext = ServiceContext<ServiceConfig<typeof authEnv>>;

/** Mails one address may trigger per hour, per kind (verification resends, reset links). */
const MAILS_PER_ADDRESS_PER_HOUR = 5;

function publicUrlOf(config: AuthContext['config']): string {
  // With PORT=0 the port is known only after listening: links then carry the path alone.
  return config.PUBLIC_URL ?? (config.PORT ? `http://localhost:${config.PORT}` : 'http://localhost');
}

function passwordHasherOf(config: AuthContext['config']) {
  return createPasswordHasher({ memoryKib: config.PASSWORD_HASH_MEMORY_KIB, iterations: config.PASSWORD_HASH_ITERATIONS });
}

/** Counters shared by every process through Redis when REDIS_URL is set, else kept in memory. */
function throttlesOf(context: AuthContext) {
  const { config, cache } = context;
  const loginWindowMs = config.LOGIN_THROTTLE_WINDOW_SECONDS * 1000;
  const loginWindow = cache.redis ? redisSlidingWindow(cache.redis, loginWindowMs, 'cadence:auth:login:') : memorySlidingWindow(loginWindowMs);
  const sendWindow = cache.redis ? redisSlidingWindow(cache.redis, 3_600_000, 'cadence:auth:mail:') : memorySlidingWindow(3_600_000);
  return {
    loginThrottle: createLoginThrottle(loginWindow, { maxFailuresPerAddress: config.LOGIN_MAX_FAILURES_PER_ADDRESS, maxFailuresPerAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT }),
    sendLimiter: createSendLimiter(sendWindow, MAILS_PER_ADDRESS_PER_HOUR),
  };
}

/** Users, sessions, staff, roles and permissions, workspaces, teams and invitations, their mail. */
export const authService = defineService({
  name: 'auth',
  areas: ['auth', 'users', 'team', 'settings'],
  env: authEnv,
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  eventTables: authEvents,
  async routes(app, context) {
    if (!context.keys.privateKey) throw new Error('The auth service signs access tokens: set JWT_PRIVATE_KEY (and JWT_PUBLIC_KEY)');
    const { config } = context;
    const deps: AuthDeps = {
      db: context.db,
      jwt: app.jwt,
      hasher: passwordHasherOf(config),
      ...throttlesOf(context),
      accessTokenTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
      revocations: context.revocations,
      cache: context.cache,
      mailSeal: mailSealOf(config),
      secrets: loadSecretBox(config),
      refreshTokenTtlSeconds: config.REFRESH_TOKEN_TTL_SECONDS,
      publicUrl: publicUrlOf(config),
      avatarDir: path.resolve(config.DATA_DIR, 'avatars'),
    };
    sessionRoutes(app, deps);
    setupRoutes(app, deps);
    verificationRoutes(app, deps);
    passwordResetRoutes(app, deps);
    await profileRoutes(app, deps);
    mailRoutes(app, deps);
    usersRoutes(app, deps);
    employeesRoutes(app, deps);
    rolesRoutes(app, deps);
    teamsRoutes(app, context.db);
    membersRoutes(app, deps);
    invitationsRoutes(app, deps);
    workspacesRoutes(app, deps);
    apiKeysRoutes(app, deps);
    extensionSignInRoutes(app, deps);
    await systemSettingsRoutes(app, {
      db: context.db,
      box: loadSecretBox(config),
      brandingDir: path.resolve(config.DATA_DIR, 'branding'),
      env: config,
      storedSmtp: storedSmtpOf(context),
    });
  },
  consumers: (context) => [storeWorkspaceEntitlements, ...workspaceAccountsCopy, ...hireMemberships({ revocations: context.revocations, accessTokenTtlSeconds: context.config.ACCESS_TOKEN_TTL_SECONDS })],
  workers: ({ sql, config, log }) => [createMailSender({ sql, tables: authMail, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log, seal: mailSealOf(config), storedSmtp: storedSmtpOf({ sql, config }) })],
  async onReady(context) {
    await seedRoles(context.db);
    const firstStart = await prepareFirstStart(context.db, passwordHasherOf(context.config), { email: context.config.ADMIN_EMAIL, password: context.config.ADMIN_PASSWORD });
    const base = context.config.PUBLIC_URL ?? (context.config.PORT ? `http://localhost:${context.config.PORT}` : '');
    if (firstStart.kind === 'admin-created') context.log.info({ email: firstStart.email }, 'first administrator created from ADMIN_EMAIL');
    if (firstStart.kind === 'setup-token') {
      const url = `${base}/setup?token=${firstStart.token}`;
      context.log.warn({ setupUrl: url }, 'no administrator yet: open the setup link once to create one');
      context.notice({ text: 'No administrator yet. Create one here (the link works once):', path: `/setup?token=${firstStart.token}` });
    }
  },
});
