import { fileURLToPath } from 'node:url';
import { createOutboundFetch, defineService, loadSecretBox } from '@cadence/service-kit';
import { aiServiceEnv } from './config';
import { aiEvents } from './db/schema';
import { brandVoiceRoutes } from './features/brand-voice/brand-voice.routes';
import { generationRoutes } from './features/generations/generations.routes';
import { settingsRoutes } from './features/settings/settings.routes';

/** AI composition: the OpenAI-compatible endpoint of the platform and of each workspace, each workspace's brand voice, and content generation. */
export const aiService = defineService({
  name: 'ai',
  areas: ['ai'],
  env: aiServiceEnv,
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  eventTables: aiEvents,
  async routes(app, context) {
    const { config } = context;
    const deps = {
      db: context.db,
      box: loadSecretBox(config),
      fetch: createOutboundFetch({ allowPrivate: config.OUTBOUND_ALLOW_PRIVATE, timeoutMs: config.OUTBOUND_TIMEOUT_MS, log: context.log }),
      timeoutMs: config.OUTBOUND_TIMEOUT_MS,
    };
    settingsRoutes(app, deps);
    generationRoutes(app, deps);
    brandVoiceRoutes(app, { db: context.db });
  },
});
