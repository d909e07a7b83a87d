import { fileURLToPath } from 'node:url';
import { defineService, type ServiceContext, type ServiceConfig } from '@cadence/service-kit';
import { authEnv } from './config';
import { authEvents } from './db/schema';
import { seedRoles } from './features/roles/seed-roles';
import { sessionRoutes } from './features/session/session.routes';
import { setupRoutes } from './features/setup/setup.routes';
import { prepareFirstStart } from './features/setup/setup.service';

export type AuthContext = ServiceContext<ServiceConfig<typeof authEnv>>;

/** Users, sessions, staff, roles and permissions, workspaces. */
export const authService = defineService({
  name: 'auth',
  areas: ['auth', 'users', 'team'],
  env: authEnv,
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  eventTables: authEvents,
  async routes(app, context) {
    if (!context.keys.privateKey) throw new Error('The auth service signs access tokens: set JWT_PRIVATE_KEY (and JWT_PUBLIC_KEY)');
    const deps = { db: context.db, app, accessTokenTtlSeconds: context.config.ACCESS_TOKEN_TTL_SECONDS };
    sessionRoutes(app, deps);
    setupRoutes(app, deps);
  },
  async onReady(context) {
    await seedRoles(context.db);
    const firstStart = await prepareFirstStart(context.db, { email: context.config.ADMIN_EMAIL, password: context.config.ADMIN_PASSWORD });
    // With PORT=0 the port is known only after listening: print the path alone then.
    const base = context.config.PUBLIC_URL ?? (context.config.PORT ? `http://localhost:${context.config.PORT}` : '');
    if (firstStart.kind === 'admin-created') context.log.info({ email: firstStart.email }, 'first administrator created from ADMIN_EMAIL');
    if (firstStart.kind === 'setup-token') {
      const url = `${base}/setup?token=${firstStart.token}`;
      context.log.warn({ setupUrl: url }, 'no administrator yet: open the setup link once to create one');
      process.stdout.write(`\n  No administrator yet. Create one here (link works once):\n  ${url}\n\n`);
    }
  },
});
