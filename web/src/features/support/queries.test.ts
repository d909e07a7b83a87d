import { describe, expect, it } from 'vitest';
import { filtersOf, validateTicketSearch } from './queries';

describe('the ticket list URL', () => {
  it('keeps known filters and the open ticket, and drops anything malformed', () => {
    expect(validateTicketSearch({ label: 'processing', category: 'billing', priority: 'critical', ticket: '12', page: '2', orderBy: 'priority', order: 'desc' })).toEqual({
      label: 'processing',
      category: 'billing',
      priority: 'critical',
      ticket: 12,
      page: 2,
      orderBy: 'priority',
      order: 'desc',
    });
    expect(validateTicketSearch({ label: 'waiting', category: 'gossip', priority: 'urgent', ticket: '-3', orderBy: 'secret' })).toEqual({});
  });

  it('carries only the filters over when the list state changes', () => {
    expect(filtersOf({ label: 'open', page: 3, ticket: 5, search: 'x' })).toEqual({ label: 'open' });
    expect(filtersOf({})).toEqual({});
  });
});
