import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { ServiceConfig, ServiceContext } from '@cadence/service-kit';
import type { postingServiceEnv } from './config';
import { connectionsAccess } from './features/connections/account-access';
import { connectionsDeps } from './features/connections/connections.config';
import { mediaFactsFor, mediaFilesFor } from './features/media/media.delivery';
import { postingPorts } from './features/delivery/posting-ports';
import { markedMediaFor } from './features/watermarks/watermarks.delivery';
import type { PostingPorts } from './features/delivery/ports';

export type PostingContext = ServiceContext<ServiceConfig<typeof postingServiceEnv>>;

/** What routes and workers of one running posting service share. */
export interface PostingParts {
  ports: PostingPorts;
}

const partsByContext = new WeakMap<PostingContext, PostingParts>();

/** The parts of the instance `context` belongs to, made on first use (two platforms in one process get their own). */
export function partsOf(context: PostingContext): PostingParts {
  let parts = partsByContext.get(context);
  if (!parts) {
    const { providers } = connectionsDeps(context);
    parts = {
      ports: postingPorts({
        context,
        providers: (type) => providers.get(type),
        accounts: connectionsAccess(context),
        mediaFilesFor,
        mediaFactsFor,
        markedMediaFor,
      }),
    };
    partsByContext.set(context, parts);
  }
  return parts;
}

/** A name for a delivery loop that no other process or restart shares. */
export function workerName(index: number): string {
  return `${hostname()}-${process.pid}-${index}-${randomBytes(3).toString('hex')}`;
}
