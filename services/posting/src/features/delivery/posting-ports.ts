import type { Database } from '@cadence/db';
import type { AccountsPort, MediaPort, PostingPorts, ProviderSource, WatermarkPort } from './ports';

export interface PortSources<C> {
  context: C;
  providers: ProviderSource;
  accounts: AccountsPort;
  mediaFilesFor(context: C, workspaceId: number, ids: readonly number[]): ReturnType<MediaPort['loadMediaFiles']>;
  mediaFactsFor(db: Database | Parameters<MediaPort['mediaFacts']>[0], workspaceId: number, ids: readonly number[]): ReturnType<MediaPort['mediaFacts']>;
  markedMediaFor?(context: C, ...args: Parameters<WatermarkPort['markedMedia']>): ReturnType<WatermarkPort['markedMedia']>;
}

/** The posting features' seams to connections, media and the adapters of one running service. */
export function postingPorts<C>(sources: PortSources<C>): PostingPorts {
  return {
    providers: sources.providers,
    accounts: sources.accounts,
    media: {
      mediaFacts: (db, workspaceId, ids) => sources.mediaFactsFor(db, workspaceId, ids),
      loadMediaFiles: (_db, workspaceId, ids) => sources.mediaFilesFor(sources.context, workspaceId, ids),
    },
    ...(sources.markedMediaFor ? { watermarks: { markedMedia: (db, target, files) => sources.markedMediaFor!(sources.context, db, target, files) } } : {}),
  };
}
