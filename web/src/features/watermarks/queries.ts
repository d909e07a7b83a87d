import { queryOptions } from '@tanstack/react-query';
import { listComposerWatermarks, listWatermarks } from '@cadence/contracts';
import { call } from '../../lib/api';

/** Every query of watermarks starts with this key; writes invalidate it. */
export const WATERMARKS_KEY = ['watermarks'] as const;

export function watermarksQuery() {
  return queryOptions({
    queryKey: [...WATERMARKS_KEY, 'list'],
    queryFn: async ({ signal }) => (await call(listWatermarks, { signal })).data,
  });
}

/** The marks and their accounts as the composer previews them (Composer permission). */
export function composerWatermarksQuery() {
  return queryOptions({
    queryKey: [...WATERMARKS_KEY, 'composer'],
    queryFn: async ({ signal }) => (await call(listComposerWatermarks, { signal })).data,
    staleTime: 60_000,
  });
}
