import { ACCOUNT_TYPES, type AccountType, type CreatePostBody, type MediaFacts, type Post, type PostMode, type TargetContent, type TargetOverride } from '@cadence/contracts';
import { utcToWallClock, wallClockToUtc, type WallClock } from './schedule-time';

/** One network's own version of the post; a field left undefined uses the main post's. */
export interface NetworkOverride {
  text?: string;
  mediaIds?: number[];
  firstComment?: string;
  /** Follow-up posts of a thread (X, Bluesky), after the text. */
  thread?: string[];
}

/** Everything the composer holds before it is sent. */
export interface ComposerState {
  text: string;
  mediaIds: number[];
  firstComment: string;
  accountIds: number[];
  groupIds: number[];
  overrides: Partial<Record<AccountType, NetworkOverride>>;
  settings: Partial<Record<AccountType, Record<string, unknown>>>;
  schedule: WallClock;
  timeZone: string;
  /** No later than (in the post's zone): past it, a post still failing on a network that does not answer is given up. */
  publishBy?: WallClock | null;
  /** False switches the accounts' brand watermark off for this post; absent leaves it as it is. */
  watermark?: boolean;
}

/** An account as the composer needs it: its id and network. */
export interface AccountRef {
  id: number;
  type: AccountType;
}

export function emptyComposer(schedule: WallClock, timeZone: string): ComposerState {
  return { text: '', mediaIds: [], firstComment: '', accountIds: [], groupIds: [], overrides: {}, settings: {}, schedule, timeZone };
}

/** The accounts a post goes to: those picked one by one and those of the picked groups, once each. */
export function selectedAccounts(state: Pick<ComposerState, 'accountIds' | 'groupIds'>, accounts: readonly AccountRef[], groups: readonly { id: number; accountIds: readonly number[] }[]): AccountRef[] {
  const ids = new Set(state.accountIds);
  for (const group of groups) if (state.groupIds.includes(group.id)) for (const id of group.accountIds) ids.add(id);
  return accounts.filter((account) => ids.has(account.id));
}

/** The networks of the selected accounts, in the order of ACCOUNT_TYPES (one tab each). */
export function selectedNetworks(accounts: readonly AccountRef[]): AccountType[] {
  const types = new Set(accounts.map((account) => account.type));
  return ACCOUNT_TYPES.filter((type) => types.has(type));
}

function hasOverride(override: NetworkOverride | undefined): override is NetworkOverride {
  return override !== undefined && (override.text !== undefined || override.mediaIds !== undefined || override.firstComment !== undefined || (override.thread?.length ?? 0) > 0);
}

/** What one network will publish: its override where it has one, else the main post. */
export function contentFor(state: ComposerState, type: AccountType, media: ReadonlyMap<number, MediaFacts>): TargetContent {
  const override = state.overrides[type];
  const mediaIds = override?.mediaIds ?? state.mediaIds;
  const firstComment = override?.firstComment ?? state.firstComment;
  const thread = (override?.thread ?? []).filter((part) => part.trim() !== '');
  return {
    text: override?.text ?? state.text,
    media: mediaIds.map((id) => media.get(id)).filter((item): item is MediaFacts => item !== undefined),
    ...(firstComment.trim() === '' ? {} : { firstComment }),
    ...(thread.length > 0 ? { thread } : {}),
    settings: state.settings[type] ?? {},
  };
}

/** The media ids one network publishes. */
export function mediaIdsFor(state: ComposerState, type: AccountType): number[] {
  return state.overrides[type]?.mediaIds ?? state.mediaIds;
}

/** Sets one field of a network's override; `undefined` goes back to the main post. */
export function withOverride<K extends keyof NetworkOverride>(state: ComposerState, type: AccountType, field: K, value: NetworkOverride[K] | undefined): ComposerState {
  const current = { ...state.overrides[type] };
  if (value === undefined) delete current[field];
  else current[field] = value;
  const overrides = { ...state.overrides };
  if (hasOverride(current)) overrides[type] = current;
  else delete overrides[type];
  return { ...state, overrides };
}

/** Per-account overrides for the API: every selected account of a network with an override gets it. */
export function overridesFor(state: ComposerState, accounts: readonly AccountRef[]): TargetOverride[] {
  const result: TargetOverride[] = [];
  for (const account of accounts) {
    const override = state.overrides[account.type];
    if (!hasOverride(override)) continue;
    const thread = (override.thread ?? []).filter((part) => part.trim() !== '');
    result.push({
      accountId: account.id,
      ...(override.text === undefined ? {} : { text: override.text }),
      ...(override.mediaIds === undefined ? {} : { mediaIds: override.mediaIds }),
      ...(override.firstComment === undefined ? {} : { firstComment: override.firstComment }),
      ...(thread.length > 0 ? { thread } : {}),
    });
  }
  return result;
}

/** The settings of the selected networks only (a network dropped from the selection sends none). */
function settingsFor(state: ComposerState, networks: readonly AccountType[]): CreatePostBody['settings'] {
  const settings: Partial<Record<AccountType, Record<string, unknown>>> = {};
  for (const type of networks) {
    const value = state.settings[type];
    if (value && Object.keys(value).length > 0) settings[type] = value;
  }
  return settings as CreatePostBody['settings'];
}

/** The request body of the composer's action (save draft, schedule or publish now). */
export function postBody(state: ComposerState, mode: PostMode, accounts: readonly AccountRef[]): CreatePostBody {
  const scheduledAt = mode === 'now' ? null : wallClockToUtc(state.schedule, state.timeZone);
  const publishBy = state.publishBy ? wallClockToUtc(state.publishBy, state.timeZone) : null;
  const firstComment = state.firstComment.trim();
  return {
    mode,
    text: state.text,
    mediaIds: state.mediaIds,
    ...(firstComment === '' ? {} : { firstComment: state.firstComment }),
    settings: settingsFor(state, [...new Set(accounts.map((account) => account.type))]),
    ...(scheduledAt ? { scheduledAt } : {}),
    ...(publishBy ? { publishBy } : {}),
    timeZone: state.timeZone,
    accountIds: state.accountIds,
    groupIds: state.groupIds,
    overrides: overridesFor(state, accounts),
    ...(state.watermark === undefined ? {} : { watermark: state.watermark }),
  };
}

/** The composer's state for an existing post (/composer?post=ID). */
export function composerFromPost(post: Post, fallbackSchedule: WallClock): ComposerState {
  const overrides: Partial<Record<AccountType, NetworkOverride>> = {};
  for (const target of post.targets) {
    if (overrides[target.platform]) continue;
    const override: NetworkOverride = {
      ...(target.text === null ? {} : { text: target.text }),
      ...(target.mediaIds === null ? {} : { mediaIds: [...target.mediaIds] }),
      ...(target.firstComment === null ? {} : { firstComment: target.firstComment }),
      ...(target.thread === null || target.thread.length === 0 ? {} : { thread: [...target.thread] }),
    };
    if (hasOverride(override)) overrides[target.platform] = override;
  }
  return {
    text: post.text,
    mediaIds: [...post.mediaIds],
    firstComment: post.firstComment ?? '',
    accountIds: [...new Set(post.targets.map((target) => target.accountId))],
    groupIds: [],
    overrides,
    settings: { ...post.settings },
    schedule: post.scheduledAt ? utcToWallClock(post.scheduledAt, post.timeZone) : fallbackSchedule,
    timeZone: post.timeZone,
    publishBy: post.publishBy ? utcToWallClock(post.publishBy, post.timeZone) : null,
    ...(post.watermark === false ? { watermark: false } : {}),
  };
}
