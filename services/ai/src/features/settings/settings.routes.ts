import type { FastifyInstance } from 'fastify';
import { getAiSettings, getPlatformAiSettings, updateAiSettings, updatePlatformAiSettings } from '@cadence/contracts';
import { route } from '@cadence/service-kit';
import * as settings from './settings.service';

/** The workspace's endpoint (set by its owner: the contract's roles) and the platform's (staff). */
export function settingsRoutes(app: FastifyInstance, deps: settings.SettingsDeps): void {
  const { db } = deps;
  route(app, getAiSettings, ({ principal }) => settings.effective(db, principal));
  route(app, updateAiSettings, ({ request, principal }) => settings.save(deps, settings.workspaceOf(principal), request.body));
  route(app, getPlatformAiSettings, () => settings.platform(db));
  route(app, updatePlatformAiSettings, ({ request }) => settings.save(deps, settings.PLATFORM, request.body));
}
