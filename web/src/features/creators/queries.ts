import { queryOptions } from '@tanstack/react-query';
import {
  getCreator,
  getMyCreatorApplication,
  listCreatorApplications,
  listCreators,
  listHireInbox,
  listMyWorkspaces,
  listWorkspaceHires,
} from '@cadence/contracts';
import { call, callPaged } from '../../lib/api';
import { listQueryOf } from '../../components/data-table/list-search';
import { APPLICATION_LIST_DEFAULTS, CREATOR_LIST_DEFAULTS, HIRE_LIST_DEFAULTS, type ApplicationSearch, type CreatorSearch, type HireSearch } from './search';

/** Every creators query starts with this key; writes invalidate it. */
export const CREATORS_KEY = ['creators'] as const;

export function myApplicationQuery() {
  return queryOptions({
    queryKey: [...CREATORS_KEY, 'mine'],
    queryFn: async ({ signal }) => (await call(getMyCreatorApplication, { signal })).data.application,
  });
}

export function applicationsQuery(search: ApplicationSearch) {
  const query = { ...listQueryOf(search, APPLICATION_LIST_DEFAULTS), ...(search.status ? { status: search.status } : {}) };
  return queryOptions({
    queryKey: [...CREATORS_KEY, 'applications', query],
    queryFn: ({ signal }) => callPaged(listCreatorApplications, { query, signal }),
  });
}

export function creatorsQuery(search: CreatorSearch) {
  const query = {
    ...listQueryOf(search, CREATOR_LIST_DEFAULTS),
    ...(search.network ? { network: search.network } : {}),
    ...(search.language ? { language: search.language } : {}),
  };
  return queryOptions({
    queryKey: [...CREATORS_KEY, 'browse', query],
    queryFn: ({ signal }) => callPaged(listCreators, { query, signal }),
  });
}

export function creatorQuery(id: number) {
  return queryOptions({
    queryKey: [...CREATORS_KEY, 'profile', id],
    queryFn: async ({ signal }) => (await call(getCreator, { params: { id }, signal })).data,
  });
}

export function workspaceHiresQuery(search: HireSearch) {
  const query = { ...listQueryOf(search, HIRE_LIST_DEFAULTS), ...(search.status ? { status: search.status } : {}) };
  return queryOptions({
    queryKey: [...CREATORS_KEY, 'hires', query],
    queryFn: ({ signal }) => callPaged(listWorkspaceHires, { query, signal }),
  });
}

/** The requests sent to the signed-in creator: the newest 100 (a creator's inbox stays short). */
export function hireInboxQuery() {
  const query = { page: 0, limit: 100, orderBy: 'id' as const, order: 'desc' as const };
  return queryOptions({
    queryKey: [...CREATORS_KEY, 'inbox'],
    queryFn: ({ signal }) => callPaged(listHireInbox, { query, signal }),
  });
}

/** The workspaces the signed-in user belongs to (a creator opens a client's from an active hire). */
export function myWorkspacesQuery() {
  return queryOptions({
    queryKey: [...CREATORS_KEY, 'workspaces'],
    queryFn: async ({ signal }) => (await call(listMyWorkspaces, { signal })).data,
  });
}
