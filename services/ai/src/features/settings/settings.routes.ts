import type { FastifyInstance } from 'fastify';
import { getAiSettings, getPlatformAiSettings, updateAiSettings, updatePlatformAiSettings } from '@cadence/contracts';
import { route } from '@cadence/service-kit';
import * as settings from './settings.service';

export function settingsRoutes(app: FastifyInstance, deps: settings.SettingsDeps): void {
  const { db } = deps;
  route(app, getAiSettings, ({ principal }) => settings.effective(db, settings.workspaceOf(principal)));
  route(app, updateAiSettings, ({ request, principal }) =>
    settings.save(deps, settings.ownedWorkspaceOf(principal, (request.user as { wrole?: unknown }).wrole), request.body),
  );
  route(app, getPlatformAiSettings, () => settings.platform(db));
  route(app, updatePlatformAiSettings, ({ request }) => settings.save(deps, settings.PLATFORM, request.body));
}
