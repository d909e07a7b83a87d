import { queryOptions } from '@tanstack/react-query';
import Type from 'typebox';
import {
  SUBSCRIBERS_CSV_PATH,
  SubscriberExportQuery,
  defineEndpoint,
  getPage,
  listFaq,
  listPagesWithComponents,
  listSubscribers,
  listTestimonials,
  listInquiries,
  listQuotes,
  type ContentLocale,
} from '@cadence/contracts';
import { call, callPaged, callText } from '../../lib/api';
import { listQueryOf, type ListSearch } from '../../components/data-table/list-search';
import { type PageSort, PAGE_LIST_DEFAULTS, type SubscriberSort, SUBSCRIBER_LIST_DEFAULTS, type WebsiteSearch, type RequestSort, REQUEST_LIST_DEFAULTS } from './search';
export { WEBSITE_TABS, type WebsiteTab, PAGE_SORTS, type PageSort, PAGE_LIST_DEFAULTS, SUBSCRIBER_SORTS, type SubscriberSort, SUBSCRIBER_LIST_DEFAULTS, type SubscriberStatus, type WebsiteSearch, REQUEST_SORTS, type RequestSort, REQUEST_LIST_DEFAULTS, validateWebsiteSearch } from './search';

/** Every query of the website admin starts with this key; writes invalidate it (and the public site's). */
export const WEBSITE_KEY = ['website'] as const;

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
