import * as oauth from 'oauth4webapi';
import {
  ACCOUNT_TYPES,
  isStaff,
  webUrl,
  type AccountListQuery,
  type AccountType,
  type CallbackQuery,
  type ConnectBody,
  type ConnectResult,
  type Entitlements,
  type FieldError,
  type Network,
  type ProfileUsage,
  type Selection,
  type SocialAccount,
} from '@cadence/contracts';
import type { Executor, PageResult } from '@cadence/db';
import { AppError, OutboundBlockedError, assertPublicUrl, commonErrors, requireWorkspace, type Principal } from '@cadence/service-kit';
import type { NetworkProfile, PasswordConnect, Provider, TokenSet } from '../../providers/provider';
import { ProviderError, RateLimitedError } from '../../providers/provider-errors';
import { missingCredentials, needsSetup } from '../../providers/provider-config';
import { getEntitlements } from '../entitlements/entitlements.repository';
import { emitConnected, emitDisconnected } from './account-events';
import { toAccount } from './account-view';
import type { ConnectionsDeps } from './connections.config';
import { connectionErrors } from './connections.errors';
import * as repo from './connections.repository';
import { WIPED_TOKENS, sealTokens } from './token-vault';

const STATE_TTL_MS = 10 * 60_000;
const SELECTION_TTL_MS = 30 * 60_000;
const SELECTION_CONTEXT = 'posting.profile_selections.payload';
const VERIFIER_CONTEXT = 'posting.oauth_states.code_verifier';
/** Where the browser lands after the network's consent screen. */
export const MANAGE_PLATFORM_PATH = '/manage_platform';

/** Fields that carry an address the user typed (site URL, PDS): checked before anything is sent. */
const ADDRESS_FIELD = /url|site|pds|host|service/i;

/** A profile to connect with the tokens it publishes with (a page's own, else the grant's). */
interface ProfileGrant {
  profile: NetworkProfile;
  tokens: TokenSet;
}

/** Network forms mark a field optional in its label ("PDS URL (optional)"). */
function isRequired(field: PasswordConnect['fields'][number]): boolean {
  return !/optional/i.test(field.label);
}

/** A network that is off: staff read where to switch it on, clients only that it is not available yet. */
function providerOf(deps: ConnectionsDeps, principal: Principal | null, type: AccountType): Provider {
  const provider = deps.providers.get(type);
  if (provider) return provider;
  if (!principal || !isStaff(principal.roleIds)) throw connectionErrors.NETWORK_OFF(`${type} is not available on this server yet`);
  throw connectionErrors.NETWORK_OFF(`${type} is not switched on: enter its app in Settings › Network apps, or set ${missingCredentials(deps.config, type).join(' and ')} in the server's environment`);
}

export function networks(deps: ConnectionsDeps, principal: Principal): Network[] {
  const staff = isStaff(principal.roleIds);
  return ACCOUNT_TYPES.map((type) => {
    const provider = deps.providers.get(type);
    const setup = needsSetup(type);
    if (!provider) return { type, enabled: false, method: 'oauth2', fields: [], needsSetup: setup, missing: staff ? missingCredentials(deps.config, type) : [] };
    const { connect } = provider;
    const fields =
      connect.method === 'app-password'
        ? connect.fields.map((field) => ({
            name: field.name,
            label: field.label,
            secret: field.secret,
            required: isRequired(field),
            ...(field.placeholder ? { placeholder: field.placeholder } : {}),
          }))
        : [];
    return { type, enabled: true, method: connect.method, fields, needsSetup: setup, missing: [] };
  });
}

export async function list(deps: ConnectionsDeps, principal: Principal, query: AccountListQuery, reach: readonly number[] | null = null): Promise<PageResult<SocialAccount>> {
  const workspaceId = requireWorkspace(principal);
  const page = await repo.listAccounts(deps.db, workspaceId, query, reach);
  const now = deps.now();
  return { ...page, rows: page.rows.map((row) => toAccount(row, now)) };
}

export async function usage(deps: ConnectionsDeps, principal: Principal): Promise<ProfileUsage> {
  const workspaceId = requireWorkspace(principal);
  const [entitlements, used] = await Promise.all([getEntitlements(deps.db, workspaceId), repo.countConnected(deps.db, workspaceId)]);
  return { used, limit: entitlements.limits.socialProfiles, plan: entitlements.plan };
}

function profileLimit(entitlements: Entitlements, used: number): AppError {
  const limit = entitlements.limits.socialProfiles;
  return connectionErrors.PROFILE_LIMIT(
    `Your ${entitlements.plan} plan allows ${limit} social profile${limit === 1 ? '' : 's'} and ${used} ${used === 1 ? 'is' : 'are'} connected. ` +
      'Upgrade your plan (Membership → Plans) or disconnect a profile to connect another.',
  );
}

/** Refuses early (before the network's consent screen) when no profile is left on the plan; connectProfiles checks again under the lock. */
async function assertRoomForOne(deps: ConnectionsDeps, workspaceId: number): Promise<void> {
  const [entitlements, used] = await Promise.all([getEntitlements(deps.db, workspaceId), repo.countConnected(deps.db, workspaceId)]);
  if (used >= entitlements.limits.socialProfiles) throw profileLimit(entitlements, used);
}

/**
 * Connects (or renews) profiles of one network in a workspace, all or none. The workspace's
 * advisory lock makes concurrent connects count one after the other, so together they never pass
 * the plan's limit; a profile already connected is updated and does not count again.
 */
async function connectProfiles(
  deps: ConnectionsDeps,
  db: Executor,
  input: { workspaceId: number; userId: number; type: AccountType; grants: readonly ProfileGrant[] },
): Promise<SocialAccount[]> {
  const { workspaceId, userId, type, grants } = input;
  const now = deps.now();
  return db.transaction(async (tx) => {
    await repo.lockWorkspaceProfiles(tx, workspaceId);
    const existing = new Map(
      (
        await repo.findByProfile(
          tx,
          workspaceId,
          type,
          grants.map((grant) => grant.profile.externalId),
        )
      ).map((row) => [row.externalId, row]),
    );
    const adding = grants.filter((grant) => (existing.get(grant.profile.externalId)?.status ?? 'disconnected') === 'disconnected').length;
    if (adding > 0) {
      const [entitlements, used] = await Promise.all([getEntitlements(tx, workspaceId), repo.countConnected(tx, workspaceId)]);
      if (used + adding > entitlements.limits.socialProfiles) throw profileLimit(entitlements, used);
    }
    const accounts: SocialAccount[] = [];
    for (const { profile, tokens } of grants) {
      const previous = existing.get(profile.externalId);
      const values = {
        name: profile.name,
        username: profile.username ?? null,
        avatarUrl: webUrl(profile.avatarUrl),
        details: profile.details ?? {},
        ...sealTokens(deps.secrets, tokens),
        tokensRefreshedAt: now,
        status: 'active' as const,
        lastError: null,
      };
      const row = previous
        ? await repo.updateAccount(tx, previous.id, { ...values, ...(previous.status === 'disconnected' ? { connectedBy: userId } : {}) })
        : await repo.insertAccount(tx, { ...values, workspaceId, type, externalId: profile.externalId, connectedBy: userId });
      await emitConnected(tx, row, userId, previous !== undefined);
      accounts.push(toAccount(row, now));
    }
    return accounts;
  });
}

function isBlocked(error: unknown): error is OutboundBlockedError {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if (current instanceof OutboundBlockedError) return true;
  }
  return false;
}

/** A network's refusal as the caller sees it: its own message, never a 500. */
function networkFailure(error: unknown, addressField?: string): AppError {
  if (error instanceof AppError) return error;
  if (isBlocked(error)) {
    const message = 'This address cannot be reached from Cadence (only public http and https addresses are allowed)';
    return addressField ? commonErrors.VALIDATION_FAILED(`${addressField}: ${message}`, [{ field: `fields.${addressField}`, message }]) : connectionErrors.NETWORK_REFUSED(message);
  }
  if (error instanceof RateLimitedError) return commonErrors.RATE_LIMITED(`${error.message} (try again after ${error.retryAt.toISOString()})`);
  if (error instanceof ProviderError) return connectionErrors.NETWORK_REFUSED(error.message);
  return connectionErrors.NETWORK_REFUSED(`The network could not be reached: ${error instanceof Error ? error.message : String(error)}`);
}

function checkFields(connect: PasswordConnect, given: Record<string, string>): Record<string, string> {
  const known = new Set(connect.fields.map((field) => field.name));
  const problems: FieldError[] = Object.keys(given)
    .filter((name) => !known.has(name))
    .map((name) => ({ field: `fields.${name}`, message: 'is not a field of this network' }));
  const values: Record<string, string> = {};
  for (const field of connect.fields) {
    const value = given[field.name]?.trim() ?? '';
    if (value) values[field.name] = value;
    else if (isRequired(field)) problems.push({ field: `fields.${field.name}`, message: `${field.label} is required` });
  }
  const [first] = problems;
  if (first) throw commonErrors.VALIDATION_FAILED(`${first.field}: ${first.message}`, problems);
  return values;
}

async function connectWithPassword(deps: ConnectionsDeps, principal: Principal, workspaceId: number, provider: Provider & { connect: PasswordConnect }, body: ConnectBody, reconnect?: repo.AccountRow): Promise<ConnectResult> {
  const fields = checkFields(provider.connect, body.fields ?? {});
  const addressField = provider.connect.fields.find((field) => ADDRESS_FIELD.test(field.name))?.name;
  // An address typed without a scheme ("example.com") means https.
  if (addressField && fields[addressField] && !/^[a-z][a-z0-9+.-]*:\/\//i.test(fields[addressField])) fields[addressField] = `https://${fields[addressField]}`;
  const address = addressField ? fields[addressField] : undefined;
  if (addressField && address) {
    await assertPublicUrl(address, { allowPrivate: deps.config.OUTBOUND_ALLOW_PRIVATE, log: deps.log }).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      throw commonErrors.VALIDATION_FAILED(`${addressField}: ${message}`, [{ field: `fields.${addressField}`, message }]);
    });
  }
  const connected = await provider.connect.connect(fields).catch((error: unknown) => {
    throw networkFailure(error, addressField);
  });
  if (reconnect && connected.profile.externalId !== reconnect.externalId) {
    throw connectionErrors.RECONNECT_MISMATCH(`These credentials sign in ${connected.profile.name}, not ${reconnect.name}`);
  }
  // What was typed, but no secret, fills the Reconnect form.
  const connectFields = Object.fromEntries(provider.connect.fields.flatMap((field) => (!field.secret && fields[field.name] ? [[field.name, fields[field.name]]] : [])));
  const profile = { ...connected.profile, details: { ...connected.profile.details, connectFields } };
  const [account] = await connectProfiles(deps, deps.db, {
    workspaceId,
    userId: principal.userId,
    type: provider.type,
    grants: [{ profile, tokens: connected.profile.tokens ?? connected.tokens }],
  });
  if (!account) throw new Error('connectProfiles returned no account');
  return { kind: 'connected', account };
}

async function startOAuth(deps: ConnectionsDeps, principal: Principal, workspaceId: number, provider: Provider, origin: string, body: ConnectBody, accountId?: number): Promise<ConnectResult> {
  if (provider.connect.method !== 'oauth2') throw new Error('startOAuth needs an OAuth network');
  if (body.fields && Object.keys(body.fields).length > 0) {
    throw commonErrors.VALIDATION_FAILED('fields: this network connects through its own sign-in page, without fields', [{ field: 'fields', message: 'is not used by this network' }]);
  }
  const state = oauth.generateRandomState();
  const verifier = provider.connect.pkce ? oauth.generateRandomCodeVerifier() : undefined;
  const redirectUri = `${deps.config.PUBLIC_URL ?? origin}/api/accounts/callback`;
  await repo.insertState(deps.db, {
    state,
    workspaceId,
    userId: principal.userId,
    type: provider.type,
    accountId: accountId ?? null,
    codeVerifierEncrypted: verifier ? deps.secrets.encrypt(verifier, VERIFIER_CONTEXT) : null,
    redirectUri,
    expiresAt: new Date(deps.now().getTime() + STATE_TTL_MS),
  });
  const authorizationUrl = provider.connect.authorizationUrl({
    state,
    redirectUri,
    ...(verifier ? { codeChallenge: await oauth.calculatePKCECodeChallenge(verifier) } : {}),
  });
  return { kind: 'redirect', authorizationUrl };
}

/** POST connect/:type: the network's consent URL (OAuth 2), or the account connected at once (app password). */
export async function connect(deps: ConnectionsDeps, principal: Principal, type: AccountType, body: ConnectBody, origin: string): Promise<ConnectResult> {
  const workspaceId = requireWorkspace(principal);
  const provider = providerOf(deps, principal, type);
  await assertRoomForOne(deps, workspaceId);
  if (provider.connect.method === 'app-password') return connectWithPassword(deps, principal, workspaceId, provider as Provider & { connect: PasswordConnect }, body);
  return startOAuth(deps, principal, workspaceId, provider, origin, body);
}

/** POST :id/reconnect: the same flow, renewing the same account (it does not count twice). */
export async function reconnect(deps: ConnectionsDeps, principal: Principal, accountId: number, body: ConnectBody, origin: string): Promise<ConnectResult> {
  const workspaceId = requireWorkspace(principal);
  const account = await repo.findAccount(deps.db, workspaceId, accountId);
  if (!account) throw connectionErrors.ACCOUNT_NOT_FOUND();
  const provider = providerOf(deps, principal, account.type);
  if (provider.connect.method === 'app-password') return connectWithPassword(deps, principal, workspaceId, provider as Provider & { connect: PasswordConnect }, body, account);
  return startOAuth(deps, principal, workspaceId, provider, origin, body, account.id);
}

function outcomeUrl(deps: ConnectionsDeps, params: Record<string, string>): string {
  return `${deps.config.PUBLIC_URL ?? ''}${MANAGE_PLATFORM_PATH}?${new URLSearchParams(params).toString()}`;
}

function failureUrl(deps: ConnectionsDeps, error: AppError, type?: AccountType): string {
  return outcomeUrl(deps, { connection: 'error', code: error.code, message: error.message, ...(type ? { type } : {}) });
}

/**
 * GET callback: the network sends the browser back with a code. The state is used once and
 * within ten minutes; the code is exchanged (with the PKCE verifier), the grant's profiles are
 * listed, and the browser goes to /manage_platform with the outcome: connected, a choice to
 * make between several profiles, or the error in the network's words.
 */
export async function callback(deps: ConnectionsDeps, query: CallbackQuery): Promise<string> {
  const state = query.state ? await repo.consumeState(deps.db, query.state, deps.now()) : undefined;
  if (!state) return failureUrl(deps, connectionErrors.CONNECT_STATE_INVALID());
  const { type } = state;
  try {
    if (query.error || !query.code) throw connectionErrors.NETWORK_REFUSED(query.error_description ?? query.error ?? 'The network sent no authorisation code');
    const provider = providerOf(deps, null, type);
    if (provider.connect.method !== 'oauth2') throw connectionErrors.NETWORK_OFF();
    const verifier = state.codeVerifierEncrypted ? deps.secrets.decrypt(state.codeVerifierEncrypted, VERIFIER_CONTEXT) : undefined;
    const oauthConnect = provider.connect;
    const tokens = await oauthConnect
      .exchangeCode({ code: query.code, redirectUri: state.redirectUri, ...(verifier ? { codeVerifier: verifier } : {}) })
      .catch((error: unknown) => {
        throw networkFailure(error);
      });
    const profiles = await oauthConnect.listProfiles(tokens).catch((error: unknown) => {
      throw networkFailure(error);
    });
    let grants: ProfileGrant[] = profiles.map((profile) => ({ profile, tokens: profile.tokens ?? tokens }));
    if (state.accountId !== null) {
      const account = await repo.findAccount(deps.db, state.workspaceId, state.accountId);
      if (!account) throw connectionErrors.ACCOUNT_NOT_FOUND();
      grants = grants.filter((grant) => grant.profile.externalId === account.externalId);
      if (grants.length === 0) throw connectionErrors.RECONNECT_MISMATCH(`The network signed in another profile than ${account.name}; sign in as ${account.name} to reconnect it`);
    }
    if (grants.length === 0) throw connectionErrors.NETWORK_REFUSED('The network found no profile, page or channel to connect with this sign-in');
    if (grants.length > 1) {
      const selection = await repo.insertSelection(deps.db, {
        workspaceId: state.workspaceId,
        userId: state.userId,
        type,
        accountId: state.accountId,
        payloadEncrypted: deps.secrets.encrypt(JSON.stringify(grants), SELECTION_CONTEXT),
        expiresAt: new Date(deps.now().getTime() + SELECTION_TTL_MS),
      });
      return outcomeUrl(deps, { connection: 'select', selection: selection.id, type });
    }
    const [account] = await connectProfiles(deps, deps.db, { workspaceId: state.workspaceId, userId: state.userId, type, grants });
    return outcomeUrl(deps, { connection: 'connected', type, account: String(account?.id ?? '') });
  } catch (error) {
    if (error instanceof AppError) return failureUrl(deps, error, type);
    deps.log.error({ err: error, type }, 'an OAuth callback failed');
    return failureUrl(deps, networkFailure(error), type);
  }
}

function grantsOf(deps: ConnectionsDeps, row: repo.SelectionRow): ProfileGrant[] {
  const grants = JSON.parse(deps.secrets.decrypt(row.payloadEncrypted, SELECTION_CONTEXT)) as ProfileGrant[];
  return grants.map((grant) => ({ profile: grant.profile, tokens: reviveDates(grant.tokens) }));
}

function reviveDates(tokens: TokenSet): TokenSet {
  return {
    ...tokens,
    ...(tokens.expiresAt ? { expiresAt: new Date(tokens.expiresAt) } : {}),
    ...(tokens.refreshExpiresAt ? { refreshExpiresAt: new Date(tokens.refreshExpiresAt) } : {}),
  };
}

export async function getSelection(deps: ConnectionsDeps, principal: Principal, id: string): Promise<Selection> {
  const workspaceId = requireWorkspace(principal);
  const row = await repo.findSelection(deps.db, workspaceId, principal.userId, id, deps.now());
  if (!row) throw connectionErrors.SELECTION_NOT_FOUND();
  const grants = grantsOf(deps, row);
  const connected = await repo.findByProfile(
    deps.db,
    workspaceId,
    row.type,
    grants.map((grant) => grant.profile.externalId),
  );
  const connectedIds = new Set(connected.filter((account) => account.status !== 'disconnected').map((account) => account.externalId));
  return {
    id: row.id,
    type: row.type,
    expiresAt: row.expiresAt.toISOString(),
    profiles: grants.map(({ profile }) => ({
      externalId: profile.externalId,
      name: profile.name,
      username: profile.username ?? null,
      avatarUrl: webUrl(profile.avatarUrl),
      connected: connectedIds.has(profile.externalId),
    })),
  };
}

/** Connects the chosen profiles of a pending grant; the choice is made once. */
export async function selectProfiles(deps: ConnectionsDeps, principal: Principal, id: string, externalIds: readonly string[]): Promise<SocialAccount[]> {
  const workspaceId = requireWorkspace(principal);
  const row = await repo.findSelection(deps.db, workspaceId, principal.userId, id, deps.now());
  if (!row) throw connectionErrors.SELECTION_NOT_FOUND();
  const grants = grantsOf(deps, row);
  const offered = new Set(grants.map((grant) => grant.profile.externalId));
  const unknown = externalIds.filter((externalId) => !offered.has(externalId));
  if (unknown.length > 0) {
    throw commonErrors.VALIDATION_FAILED(`externalIds: ${unknown.join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not offered by this sign-in`, [
      { field: 'externalIds', message: 'contains a profile this sign-in does not offer' },
    ]);
  }
  const chosen = grants.filter((grant) => externalIds.includes(grant.profile.externalId));
  return deps.db.transaction(async (tx) => {
    if (!(await repo.consumeSelection(tx, row.id, deps.now()))) throw connectionErrors.SELECTION_NOT_FOUND();
    return connectProfiles(deps, tx, { workspaceId, userId: principal.userId, type: row.type, grants: chosen });
  });
}

/**
 * Disconnects an account: its tokens are wiped at once and posting.account.disconnected tells
 * delivery to stop every target still waiting to publish on it, with the reason below.
 */
export async function disconnect(deps: ConnectionsDeps, principal: Principal, accountId: number): Promise<SocialAccount> {
  const workspaceId = requireWorkspace(principal);
  return deps.db.transaction(async (tx) => {
    const row = await repo.lockAccount(tx, accountId, workspaceId);
    if (!row) throw connectionErrors.ACCOUNT_NOT_FOUND();
    if (row.status === 'disconnected') return toAccount(row, deps.now());
    const updated = await repo.updateAccount(tx, row.id, { ...WIPED_TOKENS, status: 'disconnected', lastError: null });
    await emitDisconnected(tx, updated, principal.userId, `The ${row.type} account ${row.name} was disconnected from Cadence`);
    return toAccount(updated, deps.now());
  });
}
