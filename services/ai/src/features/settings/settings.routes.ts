import type { FastifyInstance } from 'fastify';
import { getAiSettings, getPlatformAiSettings, updateAiSettings, updatePlatformAiSettings } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { route, type SecretBox } from '@cadence/service-kit';
import * as settings from './settings.service';

export function settingsRoutes(app: FastifyInstance, db: Database, box: SecretBox): void {
  route(app, getAiSettings, ({ principal }) => settings.effective(db, settings.workspaceOf(principal)));
  route(app, updateAiSettings, ({ request, principal }) => settings.save(db, box, settings.workspaceOf(principal), request.body));
  route(app, getPlatformAiSettings, () => settings.platform(db));
  route(app, updatePlatformAiSettings, ({ request }) => settings.save(db, box, settings.PLATFORM, request.body));
}
