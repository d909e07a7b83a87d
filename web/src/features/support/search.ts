import { SUBSCRIPTION_STATUSES, TICKET_CATEGORIES, TICKET_LABELS, TICKET_PRIORITIES, type SubscriptionStatus, type TicketCategory, type TicketLabel, type TicketPriority } from '@cadence/contracts';
import { listSearchValidator, type ListSearch } from '../../components/data-table/list-search';

// The routes check their URLs with this module alone, so the route tree carries none of the
// feature's queries or contracts.

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
