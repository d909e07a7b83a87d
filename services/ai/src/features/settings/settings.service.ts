import type { AiSettings, AiSettingsBody } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { commonErrors, type Principal, type SecretBox } from '@cadence/service-kit';
import { probeEndpoint } from './probe';
import * as repository from './settings.repository';

export interface SettingsDeps {
  db: Database;
  box: SecretBox;
  /** The outbound guard's fetch, so an endpoint cannot reach internal addresses. */
  fetch: typeof globalThis.fetch;
  timeoutMs: number;
}

/** The scope of the platform's own endpoint. */
export const PLATFORM = 0;

const keyContext = (workspaceId: number) => `ai.endpoint_settings.api_key:${workspaceId}`;

function present(row: repository.EndpointRow | undefined, source: AiSettings['source']): AiSettings {
  return {
    source: row ? source : 'none',
    base_url: row?.baseUrl ?? null,
    api_key_set: Boolean(row?.apiKeyEncrypted),
    api_key_last4: row?.apiKeyLast4 ?? null,
    model_generation: row?.modelGeneration ?? null,
    model_rewriting: row?.modelRewriting ?? null,
    model_image_description: row?.modelImageDescription ?? null,
    probe: row?.probe ?? null,
  };
}

/** The workspace whose own endpoint the caller may change: only its owner may. */
export function ownedWorkspaceOf(principal: Principal, role: unknown): number {
  const workspaceId = workspaceOf(principal);
  if (role !== 'owner') throw commonErrors.FORBIDDEN("Only the workspace's owner may set its AI endpoint");
  return workspaceId;
}

export function workspaceOf(principal: Principal): number {
  if (principal.workspaceId === null) throw commonErrors.FORBIDDEN('Choose a workspace first');
  return principal.workspaceId;
}

/** The endpoint a workspace uses: its own when set, otherwise the platform's. */
export async function effective(db: Database, workspaceId: number): Promise<AiSettings> {
  const rows = await repository.findScopes(db, [workspaceId, PLATFORM]);
  const own = rows.find((row) => row.workspaceId === workspaceId);
  if (own) return present(own, 'workspace');
  return present(
    rows.find((row) => row.workspaceId === PLATFORM),
    'platform',
  );
}

export async function platform(db: Database): Promise<AiSettings> {
  return present(await repository.findScope(db, PLATFORM), 'platform');
}

/** Saves an endpoint; a key left out keeps the stored one, null removes it. */
export async function save({ db, box, fetch, timeoutMs }: SettingsDeps, workspaceId: number, body: AiSettingsBody): Promise<AiSettings> {
  const current = await repository.findScope(db, workspaceId);
  const key =
    body.api_key === undefined
      ? { apiKeyEncrypted: current?.apiKeyEncrypted ?? null, apiKeyLast4: current?.apiKeyLast4 ?? null }
      : body.api_key === null
        ? { apiKeyEncrypted: null, apiKeyLast4: null }
        : { apiKeyEncrypted: box.encrypt(body.api_key, keyContext(workspaceId)), apiKeyLast4: body.api_key.slice(-4) };
  const apiKey = body.api_key === undefined ? (current ? apiKeyOf(box, current) : null) : body.api_key;
  const probe = await probeEndpoint(
    { baseUrl: body.base_url, apiKey, model: body.model_generation ?? null, imageModel: body.model_image_description ?? null },
    fetch,
    timeoutMs,
  );
  const row = await repository.upsert(db, {
    workspaceId,
    baseUrl: body.base_url,
    ...key,
    modelGeneration: body.model_generation ?? null,
    modelRewriting: body.model_rewriting ?? null,
    modelImageDescription: body.model_image_description ?? null,
    probe,
  });
  return present(row, workspaceId === PLATFORM ? 'platform' : 'workspace');
}

/** The decrypted key of a scope, for calls to the endpoint. */
export function apiKeyOf(box: SecretBox, row: repository.EndpointRow): string | null {
  return row.apiKeyEncrypted ? box.decrypt(row.apiKeyEncrypted, keyContext(row.workspaceId)) : null;
}
