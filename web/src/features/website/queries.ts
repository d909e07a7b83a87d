import { queryOptions } from '@tanstack/react-query';
import Type from 'typebox';
import {
  CONTENT_LOCALES,
  PAGE_STATUSES,
  SUBSCRIBERS_CSV_PATH,
  SUBSCRIBER_STATUSES,
  SubscriberExportQuery,
  defineEndpoint,
  getPage,
  listFaq,
  listPagesWithComponents,
  listSubscribers,
  listTestimonials,
  listInquiries,
  listQuotes,
  REQUEST_STATUSES,
  type RequestStatus,
  type ContentLocale,
  type PageStatus,
} from '@cadence/contracts';
import { call, callPaged, callText } from '../../lib/api';
import { listQueryOf, listSearchValidator, type ListSearch } from '../../components/data-table/list-search';

/** Every query of the website admin starts with this key; writes invalidate it (and the public site's). */
export const WEBSITE_KEY = ['website'] as const;

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

export function pagesQuery(search: WebsiteSearch) {
  const query = {
    ...listQueryOf(search as ListSearch<PageSort>, PAGE_LIST_DEFAULTS),
    ...(search.locale ? { locale: search.locale } : {}),
    ...(search.status ? { status: search.status } : {}),
  };
  return queryOptions({
    queryKey: [...WEBSITE_KEY, 'pages', query],
    queryFn: ({ signal }) => callPaged(listPagesWithComponents, { query, signal }),
  });
}

export function pageQuery(id: number) {
  return queryOptions({
    queryKey: [...WEBSITE_KEY, 'page', id],
    queryFn: async ({ signal }) => (await call(getPage, { params: { id }, signal })).data,
  });
}

/** The FAQ as the site shows it in `locale` (the English entries when it has none of its own). */
export function faqAdminQuery(locale: ContentLocale) {
  return queryOptions({
    queryKey: [...WEBSITE_KEY, 'faq', locale],
    queryFn: async ({ signal }) => (await call(listFaq, { query: { locale }, signal })).data,
  });
}

export function testimonialsAdminQuery(locale: ContentLocale) {
  return queryOptions({
    queryKey: [...WEBSITE_KEY, 'testimonials', locale],
    queryFn: async ({ signal }) => (await call(listTestimonials, { query: { locale }, signal })).data,
  });
}

function subscriberFilters(search: WebsiteSearch) {
  const text = search.search?.trim();
  return { ...(search.subscriber ? { status: search.subscriber } : {}), ...(text ? { search: text } : {}) };
}

export function subscribersQuery(search: WebsiteSearch) {
  const query = { ...listQueryOf(search as ListSearch<SubscriberSort>, SUBSCRIBER_LIST_DEFAULTS), ...(search.subscriber ? { status: search.subscriber } : {}) };
  return queryOptions({
    queryKey: [...WEBSITE_KEY, 'subscribers', query],
    queryFn: ({ signal }) => callPaged(listSubscribers, { query, signal }),
  });
}

/** The subscribers as CSV (not enveloped), as the service writes it. */
const subscribersCsv = defineEndpoint({
  method: 'GET',
  path: SUBSCRIBERS_CSV_PATH,
  summary: 'Newsletter subscribers as CSV (staff)',
  tags: ['content'],
  auth: 'user',
  permission: 'WebsiteSetting',
  query: SubscriberExportQuery,
  response: Type.String(),
});

export function downloadSubscribersCsv(search: WebsiteSearch): Promise<string> {
  return callText(subscribersCsv, { query: subscriberFilters(search) });
}

/** GET /api/inquires or /api/quotes with the list query and a status filter. */
export function requestsQuery(kind: 'inquiries' | 'quotes', search: WebsiteSearch) {
  const query = { ...listQueryOf(search as ListSearch<RequestSort>, REQUEST_LIST_DEFAULTS), ...(search.request ? { status: search.request } : {}) };
  return queryOptions({
    queryKey: [...WEBSITE_KEY, kind, query],
    queryFn: ({ signal }) => (kind === 'inquiries' ? callPaged(listInquiries, { query, signal }) : callPaged(listQuotes, { query, signal })),
  });
}
