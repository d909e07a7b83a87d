import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import Type from 'typebox';
import {
  getDashboardSettings,
  getPublicPlatformSettings,
  getSystemSettings,
  listDashboardSettingsAudit,
  listSystemSettingsAudit,
  removePlatformLogo,
  saveDashboardSettings,
  saveSystemSettings,
  sendTestMail,
  uploadPlatformLogo,
} from '@cadence/contracts';
import { AppError, fieldError, listRoute, route } from '@cadence/service-kit';
import { readSingleFile } from '../../shared/multipart';
import * as settings from './system-settings.service';

/** Reads the single `logo` part: 400 with a field error for anything else, never a 500. */
function readLogo(request: FastifyRequest): Promise<Buffer> {
  return readSingleFile(request, {
    field: 'logo',
    maxBytes: settings.LOGO_MAX_BYTES,
    invalid: (message) => fieldError('logo', message),
    tooLarge: () => fieldError('logo', 'must be at most 1 MB'),
  });
}

/** /api/settings/system and /api/settings/dashboard (SystemSetting, DashboardSetting), their audit, and what every screen reads (/api/settings/platform). */
export async function systemSettingsRoutes(app: FastifyInstance, deps: settings.SystemSettingsDeps): Promise<void> {
  route(app, getPublicPlatformSettings, () => settings.platform(deps));
  route(app, getSystemSettings, () => settings.get(deps));
  route(app, saveSystemSettings, ({ request, principal }) => settings.save(deps, principal, request.body), { message: 'System settings saved' });
  listRoute(app, listSystemSettingsAudit, ({ request }) => settings.audit(deps, 'system', request.query));
  route(app, sendTestMail, ({ request }) => settings.testMail(deps, request.body.to), { message: 'Test mail sent', rateLimit: { max: 10, timeWindow: 60_000 } });
  await app.register(async (upload) => {
    await upload.register(multipart, { limits: { fileSize: settings.LOGO_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
    route(upload, uploadPlatformLogo, async ({ request, principal }) => settings.setLogo(deps, principal, await readLogo(request)), { message: 'Logo saved', rateLimit: { max: 20, timeWindow: 60_000 } });
  });
  route(app, removePlatformLogo, ({ principal }) => settings.removeLogo(deps, principal), { message: 'Logo removed' });
  route(app, getDashboardSettings, () => settings.getDashboard(deps));
  route(app, saveDashboardSettings, ({ request, principal }) => settings.saveDashboard(deps, principal, request.body), { message: 'Dashboard settings saved' });
  listRoute(app, listDashboardSettingsAudit, ({ request }) => settings.audit(deps, 'dashboard', request.query));

  // The logo is an image for <img> tags on signed-out screens too: public, under an unguessable name.
  app.get<{ Params: { file: string } }>(
    `${settings.LOGO_BASE_PATH}/:file`,
    { schema: { hide: true, params: Type.Object({ file: Type.String({ pattern: '^logo-[0-9a-f-]{36}\\.webp$' }) }) } },
    async (request, reply) => {
      const image = await readFile(settings.logoPath(deps, request.params.file)).catch(() => undefined);
      if (!image) throw new AppError('SETTINGS_LOGO_NOT_FOUND', 404, 'Logo not found');
      return reply.type('image/webp').header('cache-control', 'public, max-age=31536000, immutable').send(image);
    },
  );
}
