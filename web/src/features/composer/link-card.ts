import { queryOptions } from '@tanstack/react-query';
import { getLinkCard } from '@cadence/contracts';
import { call } from '../../lib/api';

/** The card of a linked page as the networks that show one will (read by the server through its outbound guard). */
export function linkCardQuery(url: string) {
  return queryOptions({
    queryKey: ['posts', 'link-card', url],
    queryFn: async ({ signal }) => (await call(getLinkCard, { query: { url }, signal })).data,
    staleTime: 10 * 60_000,
    retry: false,
  });
}
