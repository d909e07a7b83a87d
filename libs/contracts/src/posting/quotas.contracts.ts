import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { AccountTypeSchema } from './account-types';
import { Id, IsoDate } from '../schema';
import { ROLES } from '../workspace-roles';

/** One of a network's limits on an account's posts, and how much of it the schedule already takes around a time. */
export const AccountQuota = Type.Object({
  /** The network's name for the limit (e.g. threads_publishing_limit). */
  name: Type.String(),
  max: Type.Integer({ minimum: 1 }),
  window_ms: Type.Integer({ minimum: 1 }),
  /** The account's posts scheduled or published within one window before and after the time asked about. */
  scheduled: Type.Integer({ minimum: 0 }),
  /** Whether one more post at that time would go over the limit. */
  over: Type.Boolean(),
});
export type AccountQuota = Static<typeof AccountQuota>;

export const AccountQuotas = Type.Object({
  account_id: Id,
  account_name: Type.String(),
  platform: AccountTypeSchema,
  quotas: Type.Array(AccountQuota),
});
export type AccountQuotas = Static<typeof AccountQuotas>;

export const AccountQuotasQuery = Type.Object(
  {
    at: IsoDate,
    account_ids: Type.String({ pattern: '^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,49}$', description: 'Comma-separated account ids (at most 50).' }),
    except_post: Type.Optional(Type.Integer({ minimum: 1, description: 'A post being edited: its own targets are not counted.' })),
  },
  { additionalProperties: false },
);
export type AccountQuotasQuery = Static<typeof AccountQuotasQuery>;

export const getAccountQuotas = defineEndpoint({
  method: 'GET',
  path: '/api/accounts/quotas',
  summary: "Each account's posting limits at the network and how much of them the schedule takes around a time, so the composer warns before a post would go over",
  tags: ['accounts'],
  auth: 'user',
  roles: ROLES.writers,
  permission: 'Composer',
  query: AccountQuotasQuery,
  response: Type.Array(AccountQuotas),
});
