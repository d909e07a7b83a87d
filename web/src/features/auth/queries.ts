import { queryOptions } from '@tanstack/react-query';
import { previewInvitation, setupStatus } from '@cadence/contracts';
import { call } from '../../lib/api';

/** GET /api/auth/setup: whether the first administrator still has to be created. */
export function setupStatusQuery() {
  return queryOptions({
    queryKey: ['auth', 'setup-status'],
    queryFn: async ({ signal }) => (await call(setupStatus, { signal })).data,
    staleTime: 0,
  });
}

/** GET /api/team/invitations/preview: what an invitation link offers (public). */
export function invitationPreviewQuery(token: string) {
  return queryOptions({
    queryKey: ['auth', 'invitation-preview', token],
    queryFn: async ({ signal }) => (await call(previewInvitation, { query: { token }, signal })).data,
    retry: false,
    staleTime: 60_000,
  });
}
