import { queryOptions } from '@tanstack/react-query';
import {
  SUBSCRIPTION_STATUSES,
  TICKET_CATEGORIES,
  TICKET_LABELS,
  TICKET_PRIORITIES,
  getTicket,
  listClients,
  listSavedReplies,
  listSupportAgents,
  listTickets,
  type SubscriptionStatus,
  type TicketCategory,
  type TicketLabel,
  type TicketPriority,
} from '@cadence/contracts';
import { call, callPaged } from '../../lib/api';
import { listQueryOf, listSearchValidator, type ListSearch } from '../../components/data-table/list-search';

/** Every ticket query starts with this key; writes invalidate it. */
export const TICKETS_KEY = ['support', 'tickets'] as const;

export const TICKET_SORTS = ['id', 'created_at', 'updated_at', 'title', 'priority', 'status'] as const;
export type TicketSort = (typeof TICKET_SORTS)[number];
export const TICKET_LIST_DEFAULTS = { limit: 10, orderBy: 'id' } as const satisfies { limit: number; orderBy: TicketSort };

/** The list's URL state: its label, category and priority filters, and the ticket open beside it. */
export type TicketSearch = ListSearch<TicketSort> & { label?: TicketLabel; category?: TicketCategory; priority?: TicketPriority; ticket?: number };

const validateList = listSearchValidator(TICKET_SORTS);
const oneOf = <V extends string>(values: readonly V[], raw: unknown): V | undefined => values.find((value) => value === raw);

export function validateTicketSearch(raw: Record<string, unknown>): TicketSearch {
  const result: TicketSearch = validateList(raw);
  const label = oneOf(TICKET_LABELS, raw.label);
  const category = oneOf(TICKET_CATEGORIES, raw.category);
  const priority = oneOf(TICKET_PRIORITIES, raw.priority);
  const ticket = typeof raw.ticket === 'string' ? Number(raw.ticket) : raw.ticket;
  if (label) result.label = label;
  if (category) result.category = category;
  if (priority) result.priority = priority;
  if (typeof ticket === 'number' && Number.isInteger(ticket) && ticket > 0) result.ticket = ticket;
  return result;
}

/** The filters of a search, to carry them over when the list state changes. */
export function filtersOf(search: TicketSearch): Pick<TicketSearch, 'label' | 'category' | 'priority'> {
  return {
    ...(search.label ? { label: search.label } : {}),
    ...(search.category ? { category: search.category } : {}),
    ...(search.priority ? { priority: search.priority } : {}),
  };
}

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

/** /client/list: the clients (workspaces, their owner, plan and status), for staff. */
export const CLIENT_SORTS = ['id', 'name', 'email', 'created'] as const;
export type ClientSort = (typeof CLIENT_SORTS)[number];
export const CLIENT_LIST_DEFAULTS = { limit: 10, orderBy: 'id' } as const satisfies { limit: number; orderBy: ClientSort };
export type ClientSearch = ListSearch<ClientSort> & { status?: SubscriptionStatus };

const validateClientList = listSearchValidator(CLIENT_SORTS);

export function validateClientSearch(raw: Record<string, unknown>): ClientSearch {
  const result: ClientSearch = validateClientList(raw);
  const status = oneOf(SUBSCRIPTION_STATUSES, raw.status);
  if (status) result.status = status;
  return result;
}

export function clientsQuery(search: ClientSearch) {
  const query = { ...listQueryOf(search, CLIENT_LIST_DEFAULTS), ...(search.status ? { status: search.status } : {}) };
  return queryOptions({
    queryKey: ['support', 'clients', query],
    queryFn: ({ signal }) => callPaged(listClients, { query, signal }),
  });
}
