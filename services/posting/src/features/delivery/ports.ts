import type { AccountStatus, AccountType, MediaFacts } from '@cadence/contracts';
import type { Executor } from '@cadence/db';
import type { AccountAccess, MediaFile, Provider } from '../../providers/provider';

/** A connected account as posts and delivery need it. */
export interface AccountSummary {
  id: number;
  workspaceId: number;
  type: AccountType;
  name: string;
  /** Active, or broken (the network refused it: reconnect before publishing again). */
  status: AccountStatus;
}

/** What posts and delivery read of the connections feature. */
export interface AccountsPort {
  /** The accounts among `ids` connected in `workspaceId` (others are absent). */
  accountsOfWorkspace(db: Executor, workspaceId: number, ids: readonly number[]): Promise<AccountSummary[]>;
  /**
   * The accounts' decrypted access, read together: each id maps to its access, null when the
   * account is gone, or the DisconnectedError of a broken account.
   */
  loadAccountsAccess(db: Executor, accountIds: readonly number[]): Promise<Map<number, AccountAccess | Error | null>>;
  /** Marks the account as needing reconnection with the network's message, and tells its owner. */
  markAccountBroken(db: Executor, accountId: number, message: string): Promise<void>;
  /** Refreshes and stores the account's tokens; throws DisconnectedError when the grant is gone. */
  refreshAccountTokens(db: Executor, accountId: number): Promise<AccountAccess>;
}

/** What posts and delivery read of the media feature. */
export interface MediaPort {
  /** Facts of the workspace's media among `ids` (others are absent), for validation. */
  mediaFacts(db: Executor, workspaceId: number, ids: readonly number[]): Promise<(MediaFacts & { id: number })[]>;
  /** The files, in the order of `ids`, for an adapter. */
  loadMediaFiles(db: Executor, workspaceId: number, ids: readonly number[]): Promise<MediaFile[]>;
}

/** What delivery asks of the watermarks feature. */
export interface WatermarkPort {
  /**
   * The files with the target's watermark drawn on them (made once per target, reused on retry);
   * the files as they are when the target's account has no mark or its post switched it off.
   */
  markedMedia(db: Executor, target: { id: number; postId: number; workspaceId: number; accountId: number; platform: AccountType }, files: MediaFile[]): Promise<MediaFile[]>;
}

/** The adapter of a network as configured in this process; null when the network is switched off. */
export type ProviderSource = (type: AccountType) => Provider | null;

/** What the posting features share: the seams to connections, media and the adapters. */
export interface PostingPorts {
  accounts: AccountsPort;
  media: MediaPort;
  providers: ProviderSource;
  /** Absent where nothing is marked. */
  watermarks?: WatermarkPort;
}
