import { MEDIA_SIGNED_PATH } from '@cadence/contracts';
import { roundedExpiry, signToken, type MediaVariant } from './media-signing';
import type { MediaRow } from './media.repository';

/** Signs URLs of the library's files for one running service. */
export interface MediaUrls {
  /** Relative signed URLs for the web app (stable for a while, so browsers cache them). */
  forApp(row: MediaRow): Promise<{ url: string; thumbnailUrl: string | null; expiresAt: Date }>;
  /** An absolute signed URL a network fetches the file from. */
  forNetwork(row: MediaRow): Promise<string>;
  /** An absolute signed URL a network fetches a marked copy (its id) of a workspace's file from. */
  forNetworkCopy(workspaceId: number, copyId: number): Promise<string>;
}

export interface MediaUrlOptions {
  signingKey: () => Promise<Buffer>;
  appTtlSeconds: number;
  networkTtlSeconds: number;
  /** Where the API is reached from outside (PUBLIC_URL). */
  publicBaseUrl: string;
  now: () => Date;
}

function pathOf(key: Buffer, row: Pick<MediaRow, 'id' | 'workspaceId'>, variant: MediaVariant, expiresAt: number): string {
  return `${MEDIA_SIGNED_PATH}/${signToken(key, row.workspaceId, { id: row.id, variant, expiresAt })}`;
}

export function mediaUrls(options: MediaUrlOptions): MediaUrls {
  const nowSeconds = () => Math.floor(options.now().getTime() / 1000);
  return {
    async forApp(row) {
      const key = await options.signingKey();
      const expiresAt = roundedExpiry(nowSeconds(), options.appTtlSeconds);
      return {
        url: pathOf(key, row, 'file', expiresAt),
        thumbnailUrl: row.thumbnailKey ? pathOf(key, row, 'thumbnail', expiresAt) : null,
        expiresAt: new Date(expiresAt * 1000),
      };
    },
    async forNetwork(row) {
      const key = await options.signingKey();
      return `${options.publicBaseUrl.replace(/\/+$/, '')}${pathOf(key, row, 'file', nowSeconds() + options.networkTtlSeconds)}`;
    },
    async forNetworkCopy(workspaceId, copyId) {
      const key = await options.signingKey();
      return `${options.publicBaseUrl.replace(/\/+$/, '')}${pathOf(key, { id: copyId, workspaceId }, 'marked', nowSeconds() + options.networkTtlSeconds)}`;
    },
  };
}
