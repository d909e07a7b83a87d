import { SOCIAL_LINKS, type SettingsAuditEntry, type SettingsAuditQuery, type SiteSettings, type SiteSettingsBody } from '@cadence/contracts';
import type { Database, PageResult } from '@cadence/db';
import type { Principal } from '@cadence/service-kit';
import * as repo from './site-settings.repository';

export const AUDIT_AREA = 'website';
export const DEFAULT_SITE_NAME = 'Cadence';

function viewOf(row: repo.SiteSettingsRow | undefined): SiteSettings {
  const social = row?.social ?? {};
  return {
    site_name: row?.siteName ?? DEFAULT_SITE_NAME,
    contact_email: row?.contactEmail ?? null,
    social: { facebook: social.facebook ?? null, instagram: social.instagram ?? null, x: social.x ?? null, linkedin: social.linkedin ?? null, youtube: social.youtube ?? null, tiktok: social.tiktok ?? null },
    updated_at: row ? row.updatedAt.toISOString() : null,
  };
}

export async function get(db: Database): Promise<SiteSettings> {
  return viewOf(await repo.find(db));
}

/** Saves the site's name, contact e-mail and social links; audits the names of the fields that changed. */
export async function save(db: Database, principal: Principal, body: SiteSettingsBody): Promise<SiteSettings> {
  const row = await db.transaction(async (tx) => {
    const current = await repo.find(tx, { lock: true });
    const before = viewOf(current);
    const social: Record<string, string> = {};
    for (const key of SOCIAL_LINKS) {
      const link = body.social[key];
      if (link) social[key] = link;
    }
    const contactEmail = body.contact_email || null;
    const fields: string[] = [];
    if (before.site_name !== body.site_name) fields.push('site_name');
    if (before.contact_email !== contactEmail) fields.push('contact_email');
    for (const key of SOCIAL_LINKS) if ((before.social[key] ?? null) !== (social[key] ?? null)) fields.push(`social.${key}`);
    const saved = await repo.save(tx, { siteName: body.site_name, contactEmail, social, updatedBy: principal.userId });
    if (fields.length > 0) await repo.audit(tx, { area: AUDIT_AREA, key: 'site', action: 'saved', fields, actorId: principal.userId });
    return saved;
  });
  return viewOf(row);
}

export async function audit(db: Database, query: SettingsAuditQuery): Promise<PageResult<SettingsAuditEntry>> {
  const page = await repo.listAudit(db, AUDIT_AREA, query);
  return {
    ...page,
    rows: page.rows.map((row) => ({
      id: row.id,
      area: row.area,
      key: row.key,
      action: row.action === 'removed' ? 'removed' : 'saved',
      fields: row.fields,
      actor_id: row.actorId,
      actor_name: null,
      at: row.at.toISOString(),
    })),
  };
}
