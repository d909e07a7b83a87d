import Type, { type Static } from 'typebox';
import { SITE_NETWORKS } from '../content/site-pages';
import { defineEndpoint } from '../endpoint';
import { ListQuery } from '../list-query';
import { IdParams, IsoDate, Strict, StringEnum } from '../schema';

const tags = ['Creators'];

export const CREATOR_ERROR_CODES = {
  /** 404: no such creator application (or not an approved creator, for clients). */
  NOT_FOUND: 'SUPPORT_CREATOR_NOT_FOUND',
  /** 409: one application per user (a refused one may be sent again). */
  ALREADY_APPLIED: 'SUPPORT_CREATOR_ALREADY_APPLIED',
  /** 409: the application was already decided. */
  ALREADY_DECIDED: 'SUPPORT_CREATOR_ALREADY_DECIDED',
  /** 403: only the desk's staff decide applications. */
  STAFF_ONLY: 'SUPPORT_CREATOR_STAFF_ONLY',
} as const;

export const CREATOR_NETWORKS = SITE_NETWORKS;
export type CreatorNetwork = (typeof CREATOR_NETWORKS)[number];
export const CREATOR_STATUSES = ['pending', 'approved', 'refused'] as const;
export type CreatorStatus = (typeof CREATOR_STATUSES)[number];
export const RATE_UNITS = ['post', 'hour', 'day', 'month', 'project'] as const;
export type RateUnit = (typeof RATE_UNITS)[number];

/** ISO 4217 currency code, upper case. */
export const Currency = Type.String({ pattern: '^[A-Z]{3}$' });
/** ISO 639-1 language code, lower case. */
const LanguageCode = Type.String({ pattern: '^[a-z]{2}$' });
/** An amount in the currency's minor units (cents). */
const MinorAmount = Type.Integer({ minimum: 1, maximum: 100_000_000 });

export const CreatorRate = Strict({ amount: MinorAmount, currency: Currency, unit: StringEnum(RATE_UNITS) });
export type CreatorRate = Static<typeof CreatorRate>;

export const CreatorApplicationBody = Strict({
  display_name: Type.String({ minLength: 1, maxLength: 80 }),
  bio: Type.String({ minLength: 1, maxLength: 2_000 }),
  networks: Type.Array(StringEnum(CREATOR_NETWORKS), { minItems: 1, maxItems: CREATOR_NETWORKS.length, uniqueItems: true }),
  portfolio: Type.Array(Type.String({ minLength: 1, maxLength: 500 }), { maxItems: 10 }),
  rates: Type.Array(CreatorRate, { minItems: 1, maxItems: 5 }),
  languages: Type.Array(LanguageCode, { minItems: 1, maxItems: 10, uniqueItems: true }),
});
export type CreatorApplicationBody = Static<typeof CreatorApplicationBody>;

/** A creator's public profile, as clients see it. */
export const CreatorProfile = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  display_name: Type.String(),
  bio: Type.String(),
  networks: Type.Array(Type.String()),
  portfolio: Type.Array(Type.String()),
  rates: Type.Array(CreatorRate),
  languages: Type.Array(Type.String()),
  created_at: IsoDate,
});
export type CreatorProfile = Static<typeof CreatorProfile>;

/** The application with its decision, as the applicant and staff see it. */
export const CreatorApplication = Type.Object({
  ...CreatorProfile.properties,
  status: StringEnum(CREATOR_STATUSES),
  decision_note: Type.Union([Type.String(), Type.Null()]),
  decided_at: Type.Union([IsoDate, Type.Null()]),
});
export type CreatorApplication = Static<typeof CreatorApplication>;

export const MyCreatorApplication = Type.Object({ application: Type.Union([CreatorApplication, Type.Null()]) });
export type MyCreatorApplication = Static<typeof MyCreatorApplication>;

export const CreatorDecisionBody = Strict({ note: Type.String({ maxLength: 2_000 }) });
export type CreatorDecisionBody = Static<typeof CreatorDecisionBody>;

export const CreatorListQuery = ListQuery({
  orderBy: ['id', 'display_name', 'created_at'] as const,
  filters: { network: Type.Optional(StringEnum(CREATOR_NETWORKS)), language: Type.Optional(LanguageCode) },
});
export type CreatorListQuery = Static<typeof CreatorListQuery>;

export const CreatorApplicationListQuery = ListQuery({
  orderBy: ['id', 'display_name', 'created_at'] as const,
  filters: { status: Type.Optional(StringEnum(CREATOR_STATUSES)) },
});
export type CreatorApplicationListQuery = Static<typeof CreatorApplicationListQuery>;

export const applyAsCreator = defineEndpoint({
  method: 'POST',
  path: '/api/support/creators/application',
  summary: 'Apply as a content creator (one application per user; after a refusal, applying again replaces it and it waits for staff anew; portfolio links must be http(s) URLs)',
  tags,
  auth: 'user',
  roles: 'none',
  permission: 'BecomeContentCreator',
  body: CreatorApplicationBody,
  response: CreatorApplication,
  status: 201,
});

export const getMyCreatorApplication = defineEndpoint({
  method: 'GET',
  path: '/api/support/creators/application',
  summary: "The caller's creator application and its status (null when they have not applied)",
  tags,
  auth: 'user',
  roles: 'none',
  permission: 'BecomeContentCreator',
  response: MyCreatorApplication,
});

export const listCreators = defineEndpoint({
  method: 'GET',
  path: '/api/support/creators',
  summary: 'Approved creators to hire, filtered by network and language (search on name and bio)',
  tags,
  auth: 'user',
  roles: 'none',
  permission: 'HiraProfessional',
  query: CreatorListQuery,
  response: CreatorProfile,
  paged: true,
});

export const getCreator = defineEndpoint({
  method: 'GET',
  path: '/api/support/creators/:id',
  summary: "An approved creator's profile",
  tags,
  auth: 'user',
  roles: 'none',
  permission: 'HiraProfessional',
  params: IdParams,
  response: CreatorProfile,
});

export const listCreatorApplications = defineEndpoint({
  method: 'GET',
  path: '/api/support/creator-applications',
  summary: 'Staff: creator applications to review (filter by status)',
  tags,
  auth: 'user',
  roles: 'none',
  permission: 'HelpSupportDesk',
  query: CreatorApplicationListQuery,
  response: CreatorApplication,
  paged: true,
});

export const approveCreator = defineEndpoint({
  method: 'POST',
  path: '/api/support/creator-applications/:id/approve',
  summary: 'Staff: approve a pending creator application with a note',
  tags,
  auth: 'user',
  roles: 'none',
  permission: 'HelpSupportDesk',
  params: IdParams,
  body: CreatorDecisionBody,
  response: CreatorApplication,
});

export const refuseCreator = defineEndpoint({
  method: 'POST',
  path: '/api/support/creator-applications/:id/refuse',
  summary: 'Staff: refuse a pending creator application with a note',
  tags,
  auth: 'user',
  roles: 'none',
  permission: 'HelpSupportDesk',
  params: IdParams,
  body: CreatorDecisionBody,
  response: CreatorApplication,
});
