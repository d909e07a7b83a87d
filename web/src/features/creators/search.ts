import { SITE_NETWORKS, type SiteNetwork } from '@cadence/contracts';
import { listSearchValidator, type ListSearch } from '../../components/data-table/list-search';

// The routes check their URLs with this module alone, so the route tree carries none of the
// feature's queries or the creators' contracts. It is loaded with the first screens: keep it
// small. The statuses repeat the contracts' lists (search.test.ts checks that they agree).

export const APPLICATION_STATUSES = ['pending', 'approved', 'refused'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const HIRE_STATUS_VALUES = ['pending', 'accepted', 'declined', 'ended'] as const;
export type HireStatusValue = (typeof HIRE_STATUS_VALUES)[number];

/** The lists' sort columns: creators and applications share theirs. */
const CREATOR_SORTS = ['id', 'display_name', 'created_at'] as const;
export type ApplicationSort = (typeof CREATOR_SORTS)[number];
export type CreatorSort = ApplicationSort;
const HIRE_SORTS = ['id', 'created_at', 'starts_on'] as const;
export type HireSort = (typeof HIRE_SORTS)[number];

export const APPLICATION_LIST_DEFAULTS = { limit: 10, orderBy: 'created_at' } as const satisfies { limit: number; orderBy: ApplicationSort };
export const CREATOR_LIST_DEFAULTS = { limit: 12, orderBy: 'display_name' } as const satisfies { limit: number; orderBy: CreatorSort };
export const HIRE_LIST_DEFAULTS = { limit: 10, orderBy: 'id' } as const satisfies { limit: number; orderBy: HireSort };

/** /client/creators: staff's list of applications, filtered by status, with the one open beside it. */
export type ApplicationSearch = ListSearch<ApplicationSort> & { status?: ApplicationStatus; application?: number };
/** Approved creators, searched and filtered by network and language (a fixed page size). */
export type CreatorSearch = Omit<ListSearch<CreatorSort>, 'limit'> & { network?: SiteNetwork; language?: string };
/** The workspace's hires, filtered by status. */
export type HireSearch = ListSearch<HireSort> & { status?: HireStatusValue };

const creatorList = listSearchValidator(CREATOR_SORTS);
const hireList = listSearchValidator(HIRE_SORTS);
const oneOf = <V extends string>(values: readonly V[], raw: unknown): V | undefined => values.find((value) => value === raw);

/** A positive id from the URL, or null. */
export function parseCreatorId(raw: unknown): number | null {
  const id = typeof raw === 'string' ? Number(raw) : raw;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

export function validateApplicationSearch(raw: Record<string, unknown>): ApplicationSearch {
  const status = oneOf(APPLICATION_STATUSES, raw.status);
  const application = parseCreatorId(raw.application);
  return { ...creatorList(raw), ...(status ? { status } : {}), ...(application ? { application } : {}) };
}

export function validateCreatorSearch(raw: Record<string, unknown>): CreatorSearch {
  const { limit: _limit, ...result } = creatorList(raw);
  const network = oneOf(SITE_NETWORKS, raw.network);
  const language = typeof raw.language === 'string' && /^[a-z]{2}$/.test(raw.language) ? raw.language : undefined;
  return { ...result, ...(network ? { network } : {}), ...(language ? { language } : {}) };
}

export function validateHireSearch(raw: Record<string, unknown>): HireSearch {
  const status = oneOf(HIRE_STATUS_VALUES, raw.status);
  return { ...hireList(raw), ...(status ? { status } : {}) };
}

/**
 * /post/hire-a-professional in one route (each route adds to what the first screens load):
 * approved creators to browse; `?creator=<id>` one creator's profile; `?view=hires` the
 * workspace's hires.
 */
export type HireProfessionalSearch = (CreatorSearch & { view?: undefined; creator?: undefined }) | { creator: number; view?: undefined } | (HireSearch & { view: 'hires'; creator?: undefined });

export function validateHireProfessionalSearch(raw: Record<string, unknown>): HireProfessionalSearch {
  if (raw.view === 'hires') return { ...validateHireSearch(raw), view: 'hires' };
  const creator = parseCreatorId(raw.creator);
  return creator ? { creator } : validateCreatorSearch(raw);
}
