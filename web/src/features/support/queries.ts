import { queryOptions } from '@tanstack/react-query';
import {
  getTicket,
  listClients,
  listSavedReplies,
  listSupportAgents,
  listTickets,
} from '@cadence/contracts';
import { call, callPaged } from '../../lib/api';
import { listQueryOf } from '../../components/data-table/list-search';
import { TICKET_LIST_DEFAULTS, type TicketSearch, filtersOf, CLIENT_LIST_DEFAULTS, type ClientSearch } from './search';
export { TICKET_SORTS, type TicketSort, TICKET_LIST_DEFAULTS, type TicketSearch, validateTicketSearch, filtersOf, CLIENT_SORTS, type ClientSort, CLIENT_LIST_DEFAULTS, type ClientSearch, validateClientSearch } from './search';

/** Every ticket query starts with this key; writes invalidate it. */
export const TICKETS_KEY = ['support', 'tickets'] as const;

export function ticketsQuery(search: TicketSearch) {
  const query = { ...listQueryOf(search, TICKET_LIST_DEFAULTS), ...filtersOf(search) };
  return queryOptions({
    queryKey: [...TICKETS_KEY, 'list', query],
    queryFn: ({ signal }) => callPaged(listTickets, { query, signal }),
  });
}

export function ticketQuery(id: number) {
  return queryOptions({
    queryKey: [...TICKETS_KEY, 'one', id],
    queryFn: async ({ signal }) => (await call(getTicket, { params: { id }, signal })).data,
  });
}

export function agentsQuery() {
  return queryOptions({
    queryKey: ['support', 'agents'],
    queryFn: async ({ signal }) => (await call(listSupportAgents, { signal })).data,
    staleTime: 60_000,
  });
}

/** The desk's saved replies, searched by name and text (staff only). */
export const SAVED_REPLIES_KEY = ['support', 'saved-replies'] as const;

export function savedRepliesQuery(search: string) {
  const query = { limit: 100, orderBy: 'name' as const, ...(search.trim() ? { search: search.trim() } : {}) };
  return queryOptions({
    queryKey: [...SAVED_REPLIES_KEY, query],
    queryFn: ({ signal }) => callPaged(listSavedReplies, { query, signal }),
    placeholderData: (previous) => previous,
  });
}

export function clientsQuery(search: ClientSearch) {
  const query = { ...listQueryOf(search, CLIENT_LIST_DEFAULTS), ...(search.status ? { status: search.status } : {}) };
  return queryOptions({
    queryKey: ['support', 'clients', query],
    queryFn: ({ signal }) => callPaged(listClients, { query, signal }),
  });
}
