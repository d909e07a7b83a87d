import { CONTENT_LOCALES, PAGE_STATUSES, REQUEST_STATUSES, SUBSCRIBER_STATUSES, type ContentLocale, type PageStatus, type RequestStatus } from '@cadence/contracts';
import { listSearchValidator, type ListSearch } from '../../components/data-table/list-search';

// The routes check their URLs with this module alone, so the route tree carries none of the
// feature's queries or contracts.

export const WEBSITE_TABS = ['pages', 'faq', 'testimonials', 'subscribers', 'inquiries', 'quotes'] as const;
export type WebsiteTab = (typeof WEBSITE_TABS)[number];

export const PAGE_SORTS = ['id', 'title', 'slug', 'createdAt'] as const;
export type PageSort = (typeof PAGE_SORTS)[number];
export const PAGE_LIST_DEFAULTS = { limit: 25, orderBy: 'slug' } as const satisfies { limit: number; orderBy: PageSort };

export const SUBSCRIBER_SORTS = ['id', 'email', 'createdAt'] as const;
export type SubscriberSort = (typeof SUBSCRIBER_SORTS)[number];
export const SUBSCRIBER_LIST_DEFAULTS = { limit: 25, orderBy: 'id' } as const satisfies { limit: number; orderBy: SubscriberSort };
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/**
 * The screen's URL state: the tab, its list's state, and the tab's filters (a page's language
 * and status; a subscriber's status; the language of the FAQ and testimonials).
 */
export type WebsiteSearch = ListSearch & {
  tab?: WebsiteTab;
  locale?: ContentLocale;
  status?: PageStatus;
  subscriber?: SubscriberStatus;
  request?: RequestStatus;
};

export const REQUEST_SORTS = ['id', 'name', 'email', 'createdAt'] as const;
export type RequestSort = (typeof REQUEST_SORTS)[number];
export const REQUEST_LIST_DEFAULTS = { limit: 25, orderBy: 'id' } as const satisfies { limit: number; orderBy: RequestSort };
const validateRequests = listSearchValidator(REQUEST_SORTS);

const oneOf = <V extends string>(values: readonly V[], raw: unknown): V | undefined => values.find((value) => value === raw);
const validatePages = listSearchValidator(PAGE_SORTS);
const validateSubscribers = listSearchValidator(SUBSCRIBER_SORTS);

export function validateWebsiteSearch(raw: Record<string, unknown>): WebsiteSearch {
  const tab = oneOf(WEBSITE_TABS, raw.tab);
  const result: WebsiteSearch =
    tab === 'subscribers' ? validateSubscribers(raw) : tab === 'inquiries' || tab === 'quotes' ? validateRequests(raw) : tab === undefined || tab === 'pages' ? validatePages(raw) : {};
  if (tab && tab !== 'pages') result.tab = tab;
  const locale = oneOf(CONTENT_LOCALES, raw.locale);
  if (locale) result.locale = locale;
  const status = oneOf(PAGE_STATUSES, raw.status);
  if (status && (tab === undefined || tab === 'pages')) result.status = status;
  const subscriber = oneOf(SUBSCRIBER_STATUSES, raw.subscriber);
  if (subscriber && tab === 'subscribers') result.subscriber = subscriber;
  const request = oneOf(REQUEST_STATUSES, raw.request);
  if (request && (tab === 'inquiries' || tab === 'quotes')) result.request = request;
  return result;
}
