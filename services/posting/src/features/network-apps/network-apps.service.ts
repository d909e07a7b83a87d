import { NETWORK_APPS, NETWORK_APP_NETWORKS, type NetworkApp, type NetworkAppBody, type NetworkAppName, type SettingsAuditEntry, type SettingsAuditQuery } from '@cadence/contracts';
import type { PageResult } from '@cadence/db';
import { fieldError, type Principal } from '@cadence/service-kit';
import type { ProviderEnvConfig, ProviderSet } from '../../providers/provider-config';
import * as repo from './network-apps.repository';
import { APP_VARIABLES, secretContext, type NetworkAppsStore } from './network-apps.store';

export const AUDIT_AREA = 'network_apps';

export interface NetworkAppsDeps {
  store: NetworkAppsStore;
  /** The server's own variables (the fallback when nothing is stored). */
  env: ProviderEnvConfig;
  providers: ProviderSet;
}

function view(deps: NetworkAppsDeps, app: NetworkAppName, row: repo.NetworkAppRow | undefined): NetworkApp {
  const [idVar, secretVar] = APP_VARIABLES[app];
  const envId = deps.env[idVar];
  const envSecret = deps.env[secretVar];
  const networks = NETWORK_APP_NETWORKS[app];
  const enabled = networks.every((type) => deps.providers.get(type) !== null);
  if (row) {
    return { app, networks: [...networks], source: 'stored', client_id: row.clientId, secret_set: true, secret_last4: row.secretLast4, enabled, updated_at: row.updatedAt.toISOString() };
  }
  if (envId && envSecret) {
    return { app, networks: [...networks], source: 'environment', client_id: String(envId), secret_set: true, secret_last4: String(envSecret).slice(-4), enabled, updated_at: null };
  }
  return { app, networks: [...networks], source: 'none', client_id: null, secret_set: false, secret_last4: null, enabled, updated_at: null };
}

/** The stored secret in clear, or null when no current key opens it (it then counts as changed). */
function storedSecret({ store }: NetworkAppsDeps, row: repo.NetworkAppRow): string | null {
  try {
    return store.box.decrypt(row.secretEncrypted, secretContext(row.app));
  } catch {
    return null;
  }
}

export async function list(deps: NetworkAppsDeps): Promise<NetworkApp[]> {
  const rows = new Map((await repo.findAll(deps.store.db)).map((row) => [row.app, row]));
  return NETWORK_APPS.map((app) => view(deps, app, rows.get(app)));
}

/** Stores an app's client id and secret (a secret left out keeps the stored one), audits the fields changed, and switches its networks on in this process at once. */
export async function save(deps: NetworkAppsDeps, principal: Principal, app: NetworkAppName, body: NetworkAppBody): Promise<NetworkApp> {
  const { store } = deps;
  const row = await store.db.transaction(async (tx) => {
    const current = await repo.findOne(tx, app);
    if (!current && body.client_secret === undefined) throw fieldError('client_secret', 'Enter the app secret');
    const fields: string[] = [];
    if (current?.clientId !== body.client_id) fields.push('client_id');
    if (body.client_secret !== undefined && (!current || storedSecret(deps, current) !== body.client_secret)) fields.push('client_secret');
    const secret =
      body.client_secret === undefined && current
        ? { secretEncrypted: current.secretEncrypted, secretLast4: current.secretLast4 }
        : { secretEncrypted: store.box.encrypt(body.client_secret!, secretContext(app)), secretLast4: body.client_secret!.slice(-4) };
    const saved = await repo.upsert(tx, { app, clientId: body.client_id, ...secret, updatedBy: principal.userId });
    if (fields.length > 0) await repo.audit(tx, { area: AUDIT_AREA, key: app, action: 'saved', fields, actorId: principal.userId });
    return saved;
  });
  await store.reload();
  return view(deps, app, row);
}

/** Removes an app's stored credentials: the server's variables apply again (or its networks go off). */
export async function remove(deps: NetworkAppsDeps, principal: Principal, app: NetworkAppName): Promise<NetworkApp> {
  const { store } = deps;
  await store.db.transaction(async (tx) => {
    if (await repo.remove(tx, app)) await repo.audit(tx, { area: AUDIT_AREA, key: app, action: 'removed', fields: ['client_id', 'client_secret'], actorId: principal.userId });
  });
  await store.reload();
  return view(deps, app, undefined);
}

export async function audit(deps: NetworkAppsDeps, query: SettingsAuditQuery): Promise<PageResult<SettingsAuditEntry>> {
  const page = await repo.listAudit(deps.store.db, AUDIT_AREA, query);
  const names = await repo.userNames(deps.store.db, [...new Set(page.rows.map((row) => row.actorId))]);
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
