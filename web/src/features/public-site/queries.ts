import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { getPublishedPage, listFaq, listTestimonials, type ContentLocale } from '@cadence/contracts';
import { call, isApiError } from '../../lib/api';

export const siteKeys = {
  all: ['public-site'] as const,
  page: (slug: string, locale: ContentLocale) => ['public-site', 'page', slug, locale] as const,
  faq: (locale: ContentLocale) => ['public-site', 'faq', locale] as const,
  testimonials: (locale: ContentLocale) => ['public-site', 'testimonials', locale] as const,
};

/** Site text changes rarely: a visit reads it once, and again after five minutes. */
const SITE_STALE_TIME = 5 * 60_000;

/** GET /api/pages/by-slug/{slug}: the published page in `locale`, else in English. */
export function publishedPageQuery(slug: string, locale: ContentLocale) {
  return queryOptions({
    queryKey: siteKeys.page(slug, locale),
    queryFn: async ({ signal }) => (await call(getPublishedPage, { params: { slug }, query: { locale }, signal })).data,
    staleTime: SITE_STALE_TIME,
  });
}

/** GET /api/faq: the FAQ entries in order. */
export function faqQuery(locale: ContentLocale) {
  return queryOptions({
    queryKey: siteKeys.faq(locale),
    queryFn: async ({ signal }) => (await call(listFaq, { query: { locale }, signal })).data,
    staleTime: SITE_STALE_TIME,
  });
}

/** GET /api/testimonials: quotes from customers. */
export function testimonialsQuery(locale: ContentLocale) {
  return queryOptions({
    queryKey: siteKeys.testimonials(locale),
    queryFn: async ({ signal }) => (await call(listTestimonials, { query: { locale }, signal })).data,
    staleTime: SITE_STALE_TIME,
  });
}

/**
 * A route loader's work for a CMS page: the page, then whatever its sections show (FAQ,
 * testimonials), so the page renders whole. A page that does not exist is the router's
 * not-found.
 */
export async function loadSitePage(queryClient: QueryClient, slug: string, locale: ContentLocale): Promise<void> {
  let page;
  try {
    page = await queryClient.ensureQueryData(publishedPageQuery(slug, locale));
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notFound();
    throw error;
  }
  const types = new Set(page.components.map((section) => section.type));
  await Promise.all([
    types.has('faq') ? queryClient.ensureQueryData(faqQuery(locale)) : undefined,
    types.has('testimonials') ? queryClient.ensureQueryData(testimonialsQuery(locale)) : undefined,
  ]);
}
