import { fileURLToPath } from 'node:url';
import { createOutboundFetch, defineService, loadSecretBox } from '@cadence/service-kit';
import { aiServiceEnv, allowedPrivateOrigin } from './config';
import { aiEvents } from './db/schema';
import { entitlementsOnChange } from './consumers/entitlements-changed';
import { assistRoutes } from './features/assist/assist.routes';
import { brandVoiceRoutes } from './features/brand-voice/brand-voice.routes';
import { categoryRoutes } from './features/categories/categories.routes';
import { generationRoutes } from './features/generations/generations.routes';
import { createStopHub } from './features/generations/stop-hub';
import type { EndpointAccess } from './features/settings/endpoint-access';
import { settingsRoutes } from './features/settings/settings.routes';
import { seedPromptLibrary } from './features/templates/seed-library';
import { templateRoutes } from './features/templates/templates.routes';
import { usageRoutes } from './features/usage/usage.routes';

/** AI composition: the OpenAI-compatible endpoint of the platform and of each workspace, each workspace's brand voice, content generation and the composer's assist, prompt templates and categories, and each plan's monthly generations. */
export const aiService = defineService({
  name: 'ai',
  areas: ['ai', 'content-generator'],
  env: aiServiceEnv,
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  eventTables: aiEvents,
  async routes(app, context) {
    const { config } = context;
    const outbound = { allowPrivate: config.OUTBOUND_ALLOW_PRIVATE, timeoutMs: config.OUTBOUND_TIMEOUT_MS, log: context.log };
    const fetch = createOutboundFetch(outbound);
    // The platform's endpoint alone may be at the private origin AI_ALLOW_PRIVATE_ENDPOINT names.
    const privateOrigin = allowedPrivateOrigin(config.AI_ALLOW_PRIVATE_ENDPOINT);
    const endpoints: EndpointAccess = {
      fetch,
      platformFetch: privateOrigin ? createOutboundFetch({ ...outbound, allowOrigins: [privateOrigin] }) : fetch,
      allowPrivate: config.OUTBOUND_ALLOW_PRIVATE,
      privateOrigin,
      log: context.log,
    };
    const deps = {
      db: context.db,
      box: loadSecretBox(config),
      fetch,
      endpoints,
      timeoutMs: config.OUTBOUND_TIMEOUT_MS,
      idleMs: config.AI_IDLE_TIMEOUT_MS,
      retryWaitMaxMs: config.AI_RETRY_WAIT_MAX_MS,
      stops: createStopHub(context.sql),
    };
    // The LISTEN connection ends before the database's connections close.
    app.addHook('preClose', () => deps.stops.close());
    settingsRoutes(app, deps);
    generationRoutes(app, deps);
    assistRoutes(app, deps);
    brandVoiceRoutes(app, { db: context.db });
    categoryRoutes(app, { db: context.db });
    templateRoutes(app, { db: context.db });
    usageRoutes(app, { db: context.db });
  },
  consumers() {
    return [entitlementsOnChange];
  },
  async onReady(context) {
    await seedPromptLibrary(context.db);
  },
});
