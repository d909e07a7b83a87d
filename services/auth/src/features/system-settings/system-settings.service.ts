import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type {
  DashboardSettings,
  DashboardSettingsBody,
  LandingPage,
  PublicPlatformSettings,
  SettingsAuditEntry,
  SettingsAuditQuery,
  SystemSettings,
  SystemSettingsBody,
} from '@cadence/contracts';
import type { Database, Executor, PageResult } from '@cadence/db';
import { sendMailNow } from '@cadence/mailer';
import { fieldError, SMTP_PASSWORD_CONTEXT, type Principal, type SecretBox, type StoredSmtp, type StoredSmtpReader } from '@cadence/service-kit';
import * as repo from './system-settings.repository';

export const DEFAULT_PLATFORM_NAME = 'Cadence';
export const LOGO_BASE_PATH = '/api/settings/platform/logo';
export const LOGO_MAX_BYTES = 1024 * 1024;
const LOGO_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

export interface SystemSettingsDeps {
  db: Database;
  box: SecretBox;
  /** DATA_DIR/branding. */
  brandingDir: string;
  /** The environment's mail server (the fallback when none is saved). */
  env: { SMTP_URL?: string | undefined; MAIL_FROM: string; DATA_DIR: string; BODY_LIMIT_BYTES: number };
  /** The stored mail server as every mail sender sees it. */
  storedSmtp: StoredSmtpReader;
}

type Week = DashboardSettings['week_starts_on'];
const weekOf = (value: number): Week => (value === 0 || value === 6 ? value : 1);

function viewOf(deps: SystemSettingsDeps, row: repo.SystemSettingsRow | undefined): SystemSettings {
  const smtp =
    row?.smtpHost && row.smtpPort && row.mailFrom
      ? { host: row.smtpHost, port: row.smtpPort, secure: row.smtpSecure, user: row.smtpUser, password_set: row.smtpPasswordEncrypted !== null, from: row.mailFrom }
      : null;
  return {
    platform_name: row?.platformName ?? DEFAULT_PLATFORM_NAME,
    default_language: row?.defaultLanguage ?? 'en',
    logo_url: row?.logoFile ? `${LOGO_BASE_PATH}/${row.logoFile}` : null,
    mail_source: smtp ? 'stored' : deps.env.SMTP_URL ? 'environment' : 'none',
    smtp,
    storage: { driver: 'local disk', location: path.resolve(deps.env.DATA_DIR), max_upload_bytes: deps.env.BODY_LIMIT_BYTES },
    updated_at: row ? row.updatedAt.toISOString() : null,
  };
}

export async function get(deps: SystemSettingsDeps): Promise<SystemSettings> {
  return viewOf(deps, await repo.find(deps.db));
}

/** The language new users start with. */
export async function defaultLanguage(db: Executor): Promise<'en' | 'fr' | 'ro' | 'zh'> {
  return (await repo.find(db))?.defaultLanguage ?? 'en';
}

export async function platform(deps: SystemSettingsDeps): Promise<PublicPlatformSettings> {
  const row = await repo.find(deps.db);
  return {
    platform_name: row?.platformName ?? DEFAULT_PLATFORM_NAME,
    default_language: row?.defaultLanguage ?? 'en',
    logo_url: row?.logoFile ? `${LOGO_BASE_PATH}/${row.logoFile}` : null,
    landing_page: (row?.landingPage ?? '/dashboard') as LandingPage,
    week_starts_on: weekOf(row?.weekStartsOn ?? 1),
  };
}

/** The stored password in clear, or null when none is stored or no current key opens it. */
function storedPassword(deps: SystemSettingsDeps, row: repo.SystemSettingsRow | undefined): string | null {
  if (!row?.smtpPasswordEncrypted) return null;
  try {
    return deps.box.decrypt(row.smtpPasswordEncrypted, SMTP_PASSWORD_CONTEXT);
  } catch {
    return null;
  }
}

/** Saves the name, language and mail server; audits the names of the fields that changed. */
export async function save(deps: SystemSettingsDeps, principal: Principal, body: SystemSettingsBody): Promise<SystemSettings> {
  const host = body.smtp_host?.trim() ?? '';
  const row = await deps.db.transaction(async (tx) => {
    const current = await repo.find(tx, { lock: true });
    const next: repo.SystemSettingsChanges & { platformName: string } = { platformName: body.platform_name, defaultLanguage: body.default_language, updatedBy: principal.userId };
    if (host) {
      if (!body.smtp_port) throw fieldError('smtp_port', 'Enter the port (587, 465 or 25)');
      if (!body.mail_from) throw fieldError('mail_from', 'Enter the address mails are sent from');
      const user = body.smtp_user?.trim() || null;
      if (user && body.smtp_password === undefined && !current?.smtpPasswordEncrypted) throw fieldError('smtp_password', 'Enter the password');
      Object.assign(next, {
        smtpHost: host,
        smtpPort: body.smtp_port,
        smtpSecure: body.smtp_secure ?? body.smtp_port === 465,
        smtpUser: user,
        mailFrom: body.mail_from,
        smtpPasswordEncrypted: !user ? null : body.smtp_password !== undefined ? deps.box.encrypt(body.smtp_password, SMTP_PASSWORD_CONTEXT) : current?.smtpPasswordEncrypted ?? null,
      });
    } else {
      Object.assign(next, { smtpHost: null, smtpPort: null, smtpSecure: false, smtpUser: null, smtpPasswordEncrypted: null, mailFrom: null });
    }
    const fields: string[] = [];
    if ((current?.platformName ?? DEFAULT_PLATFORM_NAME) !== next.platformName) fields.push('platform_name');
    if ((current?.defaultLanguage ?? 'en') !== next.defaultLanguage) fields.push('default_language');
    if ((current?.smtpHost ?? null) !== next.smtpHost) fields.push('smtp_host');
    if ((current?.smtpPort ?? null) !== next.smtpPort) fields.push('smtp_port');
    if ((current?.smtpSecure ?? false) !== next.smtpSecure) fields.push('smtp_secure');
    if ((current?.smtpUser ?? null) !== next.smtpUser) fields.push('smtp_user');
    if ((current?.mailFrom ?? null) !== next.mailFrom) fields.push('mail_from');
    const passwordChanged = next.smtpPasswordEncrypted === null ? current?.smtpPasswordEncrypted != null : body.smtp_password !== undefined && storedPassword(deps, current) !== body.smtp_password;
    if (passwordChanged) fields.push('smtp_password');
    const saved = await repo.save(tx, next);
    if (fields.length > 0) await repo.audit(tx, { area: 'system', key: 'system', action: 'saved', fields, actorId: principal.userId });
    return saved;
  });
  // This process's mail senders use it from their next round; the others within the reader's cache time.
  deps.storedSmtp.forget();
  return viewOf(deps, row);
}

/** Checks what the bytes are and re-encodes them: the stored logo is a fresh WebP of at most 512×512 with no metadata. */
export async function setLogo(deps: SystemSettingsDeps, principal: Principal, upload: Buffer): Promise<SystemSettings> {
  const detected = await fileTypeFromBuffer(upload);
  if (!detected || !LOGO_TYPES.includes(detected.mime)) throw fieldError('logo', 'must be a PNG, JPEG, WebP or GIF image');
  let webp: Buffer;
  try {
    webp = await sharp(upload, { limitInputPixels: 50_000_000, failOn: 'error' }).rotate().resize(512, 512, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 90 }).toBuffer();
  } catch {
    throw fieldError('logo', 'cannot be read as an image');
  }
  await mkdir(deps.brandingDir, { recursive: true });
  const file = `logo-${randomUUID()}.webp`;
  await writeFile(path.join(deps.brandingDir, file), webp);
  const previous = await deps.db.transaction(async (tx) => {
    const current = await repo.find(tx, { lock: true });
    await repo.save(tx, { platformName: current?.platformName ?? DEFAULT_PLATFORM_NAME, logoFile: file, updatedBy: principal.userId });
    await repo.audit(tx, { area: 'system', key: 'system', action: 'saved', fields: ['logo'], actorId: principal.userId });
    return current?.logoFile ?? null;
  });
  if (previous) await rm(path.join(deps.brandingDir, path.basename(previous)), { force: true });
  return get(deps);
}

export async function removeLogo(deps: SystemSettingsDeps, principal: Principal): Promise<SystemSettings> {
  const previous = await deps.db.transaction(async (tx) => {
    const current = await repo.find(tx, { lock: true });
    if (!current?.logoFile) return null;
    await repo.save(tx, { platformName: current.platformName, logoFile: null, updatedBy: principal.userId });
    await repo.audit(tx, { area: 'system', key: 'system', action: 'removed', fields: ['logo'], actorId: principal.userId });
    return current.logoFile;
  });
  if (previous) await rm(path.join(deps.brandingDir, path.basename(previous)), { force: true });
  return get(deps);
}

export function logoPath(deps: SystemSettingsDeps, file: string): string {
  return path.join(deps.brandingDir, path.basename(file));
}

/** Sends one mail now through the server the mail senders use (the saved one, else the environment's). */
export async function testMail(deps: SystemSettingsDeps, to: string): Promise<{ sent: boolean; to: string }> {
  const { platform_name: name } = await platform(deps);
  const stored = await repo.find(deps.db);
  const password = storedPassword(deps, stored);
  const server: StoredSmtp | { url: string; from: string } | null =
    stored?.smtpHost && stored.smtpPort && stored.mailFrom
      ? { host: stored.smtpHost, port: stored.smtpPort, secure: stored.smtpSecure, user: stored.smtpUser, password, from: stored.mailFrom }
      : deps.env.SMTP_URL
        ? { url: deps.env.SMTP_URL, from: deps.env.MAIL_FROM }
        : null;
  if (!server) throw fieldError('smtp_host', 'No mail server is set: save one first');
  try {
    await sendMailNow(server, { to, subject: `${name}: test mail`, text: `This test mail was sent by ${name} to check its mail server.` });
  } catch (error) {
    throw fieldError('to', `The mail server refused the mail: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300));
  }
  return { sent: true, to };
}

export async function getDashboard(deps: SystemSettingsDeps): Promise<DashboardSettings> {
  const row = await repo.find(deps.db);
  return { landing_page: (row?.landingPage ?? '/dashboard') as LandingPage, week_starts_on: weekOf(row?.weekStartsOn ?? 1), updated_at: row ? row.updatedAt.toISOString() : null };
}

export async function saveDashboard(deps: SystemSettingsDeps, principal: Principal, body: DashboardSettingsBody): Promise<DashboardSettings> {
  await deps.db.transaction(async (tx) => {
    const current = await repo.find(tx, { lock: true });
    const fields: string[] = [];
    if ((current?.landingPage ?? '/dashboard') !== body.landing_page) fields.push('landing_page');
    if ((current?.weekStartsOn ?? 1) !== body.week_starts_on) fields.push('week_starts_on');
    await repo.save(tx, { platformName: current?.platformName ?? DEFAULT_PLATFORM_NAME, landingPage: body.landing_page, weekStartsOn: body.week_starts_on, updatedBy: principal.userId });
    if (fields.length > 0) await repo.audit(tx, { area: 'dashboard', key: 'dashboard', action: 'saved', fields, actorId: principal.userId });
  });
  return getDashboard(deps);
}

export async function audit(deps: SystemSettingsDeps, area: 'system' | 'dashboard', query: SettingsAuditQuery): Promise<PageResult<SettingsAuditEntry>> {
  const page = await repo.listAudit(deps.db, area, query);
  const names = await repo.userNames(deps.db, [...new Set(page.rows.map((row) => row.actorId))]);
  return {
    ...page,
    rows: page.rows.map((row) => ({
      id: row.id,
      area: row.area,
      key: row.key,
      action: row.action === 'removed' ? 'removed' : 'saved',
      fields: row.fields,
      actor_id: row.actorId,
      actor_name: names.get(row.actorId) ?? null,
      at: row.at.toISOString(),
    })),
  };
}
