import type { AiSettings, AiSettingsBody } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { commonErrors, type Principal, type SecretBox } from '@cadence/service-kit';
import { checkEndpointUrl, fetchFor, PLATFORM, type EndpointAccess } from './endpoint-access';
import { probeEndpoint } from './probe';
import * as repository from './settings.repository';

export { PLATFORM } from './endpoint-access';

export interface SettingsDeps {
  db: Database;
  box: SecretBox;
  /** How endpoints are reached: through the outbound guard, so an endpoint cannot reach internal addresses. */
  endpoints: EndpointAccess;
  timeoutMs: number;
}

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

/**
 * What a client is shown of the platform's endpoint: whether it is set, its models and its
 * check, never its address nor its key's last characters (staff who hold SystemSetting see them).
 */
function forClient(settings: AiSettings): AiSettings {
  return { ...settings, base_url: null, api_key_last4: null };
}

export function workspaceOf(principal: Principal): number {
  if (principal.workspaceId === null) throw commonErrors.FORBIDDEN('Choose a workspace first');
  return principal.workspaceId;
}

/**
 * The endpoint a workspace uses: its own when set, otherwise the platform's, whose address and
 * key are shown only to staff who may read the platform's settings.
 */
export async function effective(db: Database, principal: Principal): Promise<AiSettings> {
  const workspaceId = workspaceOf(principal);
  const rows = await repository.findScopes(db, [workspaceId, PLATFORM]);
  const own = rows.find((row) => row.workspaceId === workspaceId);
  if (own) return present(own, 'workspace');
  const platform = present(
    rows.find((row) => row.workspaceId === PLATFORM),
    'platform',
  );
  return principal.permissions.includes('SystemSetting') ? platform : forClient(platform);
}

export async function platform(db: Database): Promise<AiSettings> {
  return present(await repository.findScope(db, PLATFORM), 'platform');
}

/**
 * Saves an endpoint; a key left out keeps the stored one, null removes it. Its URL is checked
 * first (http(s), a host, no credentials, the outbound guard's rules): a refused one is a 400 on
 * base_url, neither called nor saved.
 */
export async function save({ db, box, endpoints, timeoutMs }: SettingsDeps, workspaceId: number, body: AiSettingsBody): Promise<AiSettings> {
  await checkEndpointUrl(endpoints, workspaceId, body.base_url);
  const current = await repository.findScope(db, workspaceId);
  const key =
    body.api_key === undefined
      ? { apiKeyEncrypted: current?.apiKeyEncrypted ?? null, apiKeyLast4: current?.apiKeyLast4 ?? null }
      : body.api_key === null
        ? { apiKeyEncrypted: null, apiKeyLast4: null }
        : { apiKeyEncrypted: box.encrypt(body.api_key, keyContext(workspaceId)), apiKeyLast4: body.api_key.slice(-4) };
  const apiKey = body.api_key === undefined ? (current ? apiKeyOf(box, current) : null) : body.api_key;
  const probe = await probeEndpoint(
    { baseUrl: body.base_url, apiKey, model: body.model_generation ?? null, imageModel: body.model_image_description ?? null, rewritingModel: body.model_rewriting ?? null },
    fetchFor(endpoints, workspaceId),
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
