import Type, { type Static, type TOptional, type TProperties, type TSchema } from 'typebox';
import { defineEndpoint, FileAnswer } from '../endpoint';
import { Email, Id, IdParams, IsoDate, StringEnum, Strict } from '../schema';
import { ListQuery } from '../list-query';
import { LANGUAGES } from '../meta.contracts';
import { PageComponents } from './page-sections';

/** Content is written per language; a language without its own version is served in English. */
export const CONTENT_LOCALES = LANGUAGES;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];
export const DEFAULT_CONTENT_LOCALE: ContentLocale = 'en';
export const ContentLocaleSchema = StringEnum(CONTENT_LOCALES);

/** SPEC §4: a CMS page is published or disable (the default): drafts are never served publicly. */
export const PAGE_STATUSES = ['published', 'disable'] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];
export const PageStatusSchema = StringEnum(PAGE_STATUSES);

/** Lower-case words joined by "-" or "_" ("home", "feature-analytics", "terms_of_service"). */
export const Slug = Type.String({ minLength: 1, maxLength: 120, pattern: '^[a-z0-9]+(?:[-_][a-z0-9]+)*$' });

const Title = Type.String({ minLength: 1, maxLength: 200 });
const MetaTitle = Type.String({ minLength: 1, maxLength: 120 });
const MetaDescription = Type.String({ minLength: 1, maxLength: 320 });

/** SPEC §3 CMS page: id, title, slug, meta_title, meta_description, status, createdAt; plus its language and sections. */
export const CmsPage = Type.Object({
  id: Id,
  title: Type.String(),
  slug: Type.String(),
  locale: ContentLocaleSchema,
  meta_title: Type.String(),
  meta_description: Type.String(),
  status: PageStatusSchema,
  components: PageComponents,
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type CmsPage = Static<typeof CmsPage>;

/** What a visitor's browser receives: the page in the language asked for, else in English. */
export const PublishedPage = Type.Object({
  slug: Type.String(),
  /** The language of the version served. */
  locale: ContentLocaleSchema,
  /** True when the language asked for has no published version and English was served instead. */
  fallback: Type.Boolean(),
  title: Type.String(),
  meta_title: Type.String(),
  meta_description: Type.String(),
  components: PageComponents,
  updatedAt: IsoDate,
});
export type PublishedPage = Static<typeof PublishedPage>;

const pageFields = {
  title: Title,
  slug: Slug,
  locale: ContentLocaleSchema,
  meta_title: MetaTitle,
  meta_description: MetaDescription,
  status: PageStatusSchema,
  components: PageComponents,
};

export const CreatePageBody = Strict({
  ...pageFields,
  locale: StringEnum(CONTENT_LOCALES, { default: DEFAULT_CONTENT_LOCALE }),
  status: StringEnum(PAGE_STATUSES, { default: 'disable' }),
  components: Type.Array(PageComponents.items, { maxItems: 40, default: [] }),
});
export type CreatePageBody = Static<typeof CreatePageBody>;

type AllOptional<P extends TProperties> = { [K in keyof P]: TOptional<P[K]> };

function optionalAll<P extends TProperties>(properties: P): AllOptional<P> {
  const result: Record<string, TSchema> = {};
  for (const [key, schema] of Object.entries(properties)) result[key] = Type.Optional(schema);
  return result as AllOptional<P>;
}

/** A partial update: any subset of the page's fields, at least one. */
export const UpdatePageBody = Type.Object(optionalAll(pageFields), { additionalProperties: false, minProperties: 1 });
export type UpdatePageBody = Static<typeof UpdatePageBody>;

export const LocaleQuery = Strict({
  locale: StringEnum(CONTENT_LOCALES, { default: DEFAULT_CONTENT_LOCALE }),
});
export type LocaleQuery = Static<typeof LocaleQuery>;

export const SlugParams = Strict({ slug: Slug });

/** SPEC §7 list query; search on title and slug, sort on id, title, createdAt. */
export const PageListQuery = ListQuery({
  orderBy: ['id', 'title', 'slug', 'createdAt'],
  filters: {
    status: Type.Optional(PageStatusSchema),
    locale: Type.Optional(ContentLocaleSchema),
  },
});
export type PageListQuery = Static<typeof PageListQuery>;

const pages = ['content'] as const;

export const getPublishedPage = defineEndpoint({
  method: 'GET',
  path: '/api/pages/by-slug/:slug',
  summary: 'A published page by slug, in the language asked for or else in English',
  tags: pages,
  auth: 'public',
  params: SlugParams,
  query: LocaleQuery,
  response: PublishedPage,
});

export const listPagesWithComponents = defineEndpoint({
  method: 'GET',
  path: '/api/pages/with-components',
  summary: 'Every page in every language with its sections (staff)',
  tags: pages,
  auth: 'user',
  roles: 'none',
  permission: 'WebsiteSetting',
  query: PageListQuery,
  response: CmsPage,
  paged: true,
});

export const getPage = defineEndpoint({
  method: 'GET',
  path: '/api/pages/:id',
  summary: 'One page, published or not (staff)',
  tags: pages,
  auth: 'user',
  roles: 'none',
  permission: 'WebsiteSetting',
  params: IdParams,
  response: CmsPage,
});

export const createPage = defineEndpoint({
  method: 'POST',
  path: '/api/pages',
  summary: 'Create a page in one language; a slug is unique per language (staff)',
  tags: pages,
  auth: 'user',
  roles: 'none',
  permission: 'WebsiteSetting',
  body: CreatePageBody,
  response: CmsPage,
  status: 201,
});

export const updatePage = defineEndpoint({
  method: 'PATCH',
  path: '/api/pages/:id',
  summary: 'Change some of a page’s fields (staff)',
  tags: pages,
  auth: 'user',
  roles: 'none',
  permission: 'WebsiteSetting',
  params: IdParams,
  body: UpdatePageBody,
  response: CmsPage,
});

export const deletePage = defineEndpoint({
  method: 'DELETE',
  path: '/api/pages/:id',
  summary: 'Delete a page (staff)',
  tags: pages,
  auth: 'user',
  roles: 'none',
  permission: 'WebsiteSetting',
  params: IdParams,
  response: Type.Object({ id: Id }),
});

export const publishPage = defineEndpoint({
  method: 'PATCH',
  path: '/api/pages/:id/publish',
  summary: 'Publish a page: visitors see it from now on (staff)',
  tags: pages,
  auth: 'user',
  roles: 'none',
  permission: 'WebsiteSetting',
  params: IdParams,
  response: CmsPage,
});

export const unpublishPage = defineEndpoint({
  method: 'PATCH',
  path: '/api/pages/:id/unpublish',
  summary: 'Take a page back to disable: visitors no longer see it (staff)',
  tags: pages,
  auth: 'user',
  roles: 'none',
  permission: 'WebsiteSetting',
  params: IdParams,
  response: CmsPage,
});

/* ----- FAQ ----- */

export const FaqEntry = Type.Object({
  id: Id,
  locale: ContentLocaleSchema,
  position: Type.Integer({ minimum: 0 }),
  question: Type.String(),
  answer: Type.String(),
});
export type FaqEntry = Static<typeof FaqEntry>;

export const FaqEntryBody = Strict({
  locale: StringEnum(CONTENT_LOCALES, { default: DEFAULT_CONTENT_LOCALE }),
  position: Type.Integer({ minimum: 0, maximum: 10_000 }),
  question: Type.String({ minLength: 1, maxLength: 300 }),
  answer: Type.String({ minLength: 1, maxLength: 2000 }),
});
export type FaqEntryBody = Static<typeof FaqEntryBody>;

export const UpdateFaqEntryBody = Type.Object(
  optionalAll({ locale: ContentLocaleSchema, position: FaqEntryBody.properties.position, question: FaqEntryBody.properties.question, answer: FaqEntryBody.properties.answer }),
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateFaqEntryBody = Static<typeof UpdateFaqEntryBody>;

const faq = ['content'] as const;

export const listFaq = defineEndpoint({
  method: 'GET',
  path: '/api/faq',
  summary: 'The FAQ in the language asked for, in order (English when that language has none)',
  tags: faq,
  auth: 'public',
  query: LocaleQuery,
  response: Type.Array(FaqEntry),
});

export const createFaqEntry = defineEndpoint({
  method: 'POST',
  path: '/api/faq',
  summary: 'Add a FAQ entry (staff)',
  tags: faq,
  auth: 'user',
  roles: 'none',
  permission: 'WebsiteSetting',
  body: FaqEntryBody,
  response: FaqEntry,
  status: 201,
});

export const updateFaqEntry = defineEndpoint({
  method: 'PATCH',
  path: '/api/faq/:id',
  summary: 'Change a FAQ entry (staff)',
  tags: faq,
  auth: 'user',
  roles: 'none',
  permission: 'WebsiteSetting',
  params: IdParams,
  body: UpdateFaqEntryBody,
  response: FaqEntry,
});

export const deleteFaqEntry = defineEndpoint({
  method: 'DELETE',
  path: '/api/faq/:id',
  summary: 'Remove a FAQ entry (staff)',
  tags: faq,
  auth: 'user',
  roles: 'none',
  permission: 'WebsiteSetting',
  params: IdParams,
  response: Type.Object({ id: Id }),
});

/* ----- Testimonials ----- */

/** SPEC §3: author and text (SPEC §5: author required, text optional); plus who they are and the language. */
export const Testimonial = Type.Object({
  id: Id,
  locale: ContentLocaleSchema,
  author: Type.String(),
  role: Type.Union([Type.String(), Type.Null()]),
  text: Type.Union([Type.String(), Type.Null()]),
  position: Type.Integer({ minimum: 0 }),
  createdAt: IsoDate,
});
export type Testimonial = Static<typeof Testimonial>;

export const TestimonialBody = Strict({
  locale: StringEnum(CONTENT_LOCALES, { default: DEFAULT_CONTENT_LOCALE }),
  author: Type.String({ minLength: 1, maxLength: 120 }),
  role: Type.Optional(Type.Union([Type.String({ maxLength: 160 }), Type.Null()])),
  text: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
  position: Type.Integer({ minimum: 0, maximum: 10_000, default: 0 }),
});
export type TestimonialBody = Static<typeof TestimonialBody>;

export const UpdateTestimonialBody = Type.Object(
  optionalAll({
    locale: ContentLocaleSchema,
    author: TestimonialBody.properties.author,
    role: Type.Union([Type.String({ maxLength: 160 }), Type.Null()]),
    text: Type.Union([Type.String({ maxLength: 1000 }), Type.Null()]),
    position: Type.Integer({ minimum: 0, maximum: 10_000 }),
  }),
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateTestimonialBody = Static<typeof UpdateTestimonialBody>;

const testimonials = ['content'] as const;

export const listTestimonials = defineEndpoint({
  method: 'GET',
  path: '/api/testimonials',
  summary: 'Testimonials in the language asked for (English when that language has none)',
  tags: testimonials,
  auth: 'public',
  query: LocaleQuery,
  response: Type.Array(Testimonial),
});

export const createTestimonial = defineEndpoint({
  method: 'POST',
  path: '/api/testimonials',
  summary: 'Add a testimonial (staff)',
  tags: testimonials,
  auth: 'user',
  roles: 'none',
  permission: 'WebsiteSetting',
  body: TestimonialBody,
  response: Testimonial,
  status: 201,
});

export const updateTestimonial = defineEndpoint({
  method: 'PATCH',
  path: '/api/testimonials/:id',
  summary: 'Change a testimonial (staff)',
  tags: testimonials,
  auth: 'user',
  roles: 'none',
  permission: 'WebsiteSetting',
  params: IdParams,
  body: UpdateTestimonialBody,
  response: Testimonial,
});

export const deleteTestimonial = defineEndpoint({
  method: 'DELETE',
  path: '/api/testimonials/:id',
  summary: 'Remove a testimonial (staff)',
  tags: testimonials,
  auth: 'user',
  roles: 'none',
  permission: 'WebsiteSetting',
  params: IdParams,
  response: Type.Object({ id: Id }),
});

/* ----- Newsletter subscribers ----- */

export const SUBSCRIBER_STATUSES = ['subscribed', 'unsubscribed'] as const;
export const EMAIL_STATUSES = ['unverified', 'verified', 'bounced'] as const;

/** SPEC §3 Subscriber: id, email, status, email_status, createdAt. */
export const Subscriber = Type.Object({
  id: Id,
  email: Type.String(),
  status: StringEnum(SUBSCRIBER_STATUSES),
  email_status: StringEnum(EMAIL_STATUSES),
  locale: ContentLocaleSchema,
  createdAt: IsoDate,
});
export type Subscriber = Static<typeof Subscriber>;

export const SubscribeBody = Strict({
  email: Email,
  locale: StringEnum(CONTENT_LOCALES, { default: DEFAULT_CONTENT_LOCALE }),
});
export type SubscribeBody = Static<typeof SubscribeBody>;

/** The same answer whether the address was new or known, so the form reveals no one's address. */
export const SubscribeResult = Type.Object({ subscribed: Type.Literal(true) });

export const subscribe = defineEndpoint({
  method: 'POST',
  path: '/api/subscribers',
  summary: 'Sign up for the newsletter (repeating it changes nothing)',
  tags: ['content'],
  auth: 'public',
  body: SubscribeBody,
  response: SubscribeResult,
});

export const SubscriberListQuery = ListQuery({
  orderBy: ['id', 'email', 'createdAt'],
  filters: { status: Type.Optional(StringEnum(SUBSCRIBER_STATUSES)) },
});
export type SubscriberListQuery = Static<typeof SubscriberListQuery>;

export const listSubscribers = defineEndpoint({
  method: 'GET',
  path: '/api/subscribers',
  summary: 'Newsletter subscribers (staff)',
  tags: ['content'],
  auth: 'user',
  roles: 'none',
  permission: 'WebsiteSetting',
  query: SubscriberListQuery,
  response: Subscriber,
  paged: true,
});

/** The subscribers as text/csv (not enveloped), filtered like the list: email,status,email_status,locale,createdAt. */
export const SUBSCRIBERS_CSV_PATH = '/api/subscribers/export.csv';

export const SubscriberExportQuery = Strict({
  status: Type.Optional(StringEnum(SUBSCRIBER_STATUSES)),
  search: Type.Optional(Type.String({ maxLength: 200 })),
});
export type SubscriberExportQuery = Static<typeof SubscriberExportQuery>;

export const exportSubscribers = defineEndpoint({
  method: 'GET',
  path: SUBSCRIBERS_CSV_PATH,
  summary: 'Newsletter subscribers as CSV (staff)',
  tags: ['content'],
  auth: 'user',
  permission: 'WebsiteSetting',
  roles: 'none',
  query: SubscriberExportQuery,
  response: FileAnswer,
  file: true,
});
