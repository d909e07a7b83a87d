import Type from 'typebox';
import { createOutboundFetch } from '@cadence/service-kit';
import { partsOf, type PostingContext } from '../../parts';
import { mediaDepsOf } from '../media/media.deps';
import type { BulkImportsDeps } from './bulk-imports.service';

/** The variables of file imports (bulk scheduling). */
export const bulkImportsEnv = {
  BULK_IMPORT_WORKERS: Type.Integer({ minimum: 0, maximum: 16, default: 1, description: 'File import loops in this process; 0 runs none' }),
  BULK_IMPORT_BATCH: Type.Integer({ minimum: 1, maximum: 2000, default: 500, description: 'Rows an import loop claims and writes in one transaction' }),
  BULK_IMPORT_LEASE_MS: Type.Integer({
    minimum: 500,
    maximum: 3_600_000,
    default: 60_000,
    description: 'How long claimed rows are held; renewed while in hand, taken over by another loop once expired',
  }),
  BULK_IMPORT_POLL_MS: Type.Integer({ minimum: 50, maximum: 60_000, default: 1000, description: 'Longest sleep of an idle import loop (a started import wakes it sooner)' }),
};

/** The feature's collaborators from the service's context: the composer's ports, the media library and the outbound guard. */
export function bulkImportsDepsOf(context: PostingContext): BulkImportsDeps {
  const { ports } = partsOf(context);
  return {
    db: context.db,
    ports,
    media: mediaDepsOf(context),
    fetch: createOutboundFetch({ allowPrivate: context.config.OUTBOUND_ALLOW_PRIVATE, timeoutMs: context.config.OUTBOUND_TIMEOUT_MS, userAgent: 'Cadence' }),
  };
}
