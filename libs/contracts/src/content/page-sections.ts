import Type, { type Static } from 'typebox';
import { StringEnum, Strict } from '../schema';

/**
 * The building blocks of a CMS page: an ordered list of typed sections an editor fills with
 * text. The web app draws each type; data that is not editorial copy (the plan catalogue, the
 * FAQ entries, testimonials, the list of networks) is placed by a section but comes from its
 * own source.
 */

const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength });
const OptionalText = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

/** A path of this site ("/pricing", "/#faq") or an https address; never another scheme. */
export const SiteHref = Type.String({ maxLength: 500, pattern: '^(/(?!/)[^\\s]*|https://[^\\s]+)$' });

export const SectionLink = Strict({ label: Text(80), href: SiteHref });
export type SectionLink = Static<typeof SectionLink>;

/** Icons a section may name; the web app maps each to a drawing. */
export const SECTION_ICONS = [
  'userFriendly',
  'dashboard',
  'quality',
  'secure',
  'payments',
  'tracking',
  'aiComposer',
  'composer',
  'pricing',
  'groups',
  'calendar',
  'analytics',
  'engagement',
  'team',
  'automation',
  'campaign',
  'media',
  'approval',
  'clock',
  'globe',
  'link',
  'live',
  'hashtag',
  'support',
  'heart',
  'chart',
  'inbox',
  'shield',
  'layers',
  'instagram',
  'facebook',
  'tiktok',
  'linkedin',
  'wordpress',
  'twitter',
  'youtube',
] as const;
export const SectionIcon = StringEnum(SECTION_ICONS);
export type SectionIcon = (typeof SECTION_ICONS)[number];

export const HeroSection = Strict({
  type: Type.Literal('hero'),
  eyebrow: OptionalText(80),
  title: Text(160),
  subtitle: OptionalText(400),
  primaryCta: Type.Optional(SectionLink),
  secondaryCta: Type.Optional(SectionLink),
  note: OptionalText(160),
  /** "product" draws the scheduling preview beside the text (home page); "plain" is text only. */
  visual: Type.Optional(StringEnum(['product', 'plain'])),
});

export const FeatureItem = Strict({
  icon: SectionIcon,
  title: Text(100),
  body: Text(400),
  href: Type.Optional(SiteHref),
});

export const FeaturesSection = Strict({
  type: Type.Literal('features'),
  eyebrow: OptionalText(80),
  title: Text(160),
  subtitle: OptionalText(400),
  items: Type.Array(FeatureItem, { minItems: 1, maxItems: 24 }),
});

/** Text beside a drawing: a short pitch with the points that back it. */
export const SplitSection = Strict({
  type: Type.Literal('split'),
  eyebrow: OptionalText(80),
  title: Text(160),
  body: Text(1000),
  bullets: Type.Array(Text(200), { maxItems: 8 }),
  icon: SectionIcon,
  reverse: Type.Optional(Type.Boolean()),
});

export const StepsSection = Strict({
  type: Type.Literal('steps'),
  title: Text(160),
  subtitle: OptionalText(400),
  items: Type.Array(Strict({ title: Text(100), body: Text(400) }), { minItems: 1, maxItems: 8 }),
});

/** The networks Cadence publishes to (the list itself is the product's, not the editor's). */
export const NetworksSection = Strict({
  type: Type.Literal('networks'),
  title: Text(160),
  subtitle: OptionalText(400),
});

/** Quotes from the testimonials list. */
export const TestimonialsSection = Strict({
  type: Type.Literal('testimonials'),
  title: Text(160),
  subtitle: OptionalText(400),
});

/** The FAQ entries. */
export const FaqSection = Strict({
  type: Type.Literal('faq'),
  title: Text(160),
  subtitle: OptionalText(400),
});

/** The plan catalogue with its monthly/annual switch. */
export const PlansSection = Strict({
  type: Type.Literal('plans'),
  title: Text(160),
  subtitle: OptionalText(400),
});

/** A highlighted remark (the nonprofit discount, a guarantee). */
export const NoticeSection = Strict({
  type: Type.Literal('notice'),
  icon: SectionIcon,
  title: Text(160),
  body: Text(1000),
  cta: Type.Optional(SectionLink),
});

export const ProseBlock = Type.Union([
  Strict({ kind: Type.Literal('heading'), text: Text(200) }),
  Strict({ kind: Type.Literal('paragraph'), text: Text(4000) }),
  Strict({ kind: Type.Literal('list'), items: Type.Array(Text(1000), { minItems: 1, maxItems: 30 }) }),
]);
export type ProseBlock = Static<typeof ProseBlock>;

/** Long-form text (legal pages): headings, paragraphs and lists. */
export const ProseSection = Strict({
  type: Type.Literal('prose'),
  /** When the text last changed in substance (YYYY-MM-DD). */
  updated: Type.Optional(Type.String({ format: 'date' })),
  blocks: Type.Array(ProseBlock, { minItems: 1, maxItems: 200 }),
});

export const CtaSection = Strict({
  type: Type.Literal('cta'),
  title: Text(160),
  body: OptionalText(400),
  primary: SectionLink,
  secondary: Type.Optional(SectionLink),
});

export const PageSection = Type.Union([
  HeroSection,
  FeaturesSection,
  SplitSection,
  StepsSection,
  NetworksSection,
  TestimonialsSection,
  FaqSection,
  PlansSection,
  NoticeSection,
  ProseSection,
  CtaSection,
]);
export type PageSection = Static<typeof PageSection>;
export type SectionType = PageSection['type'];
export type SectionOf<T extends SectionType> = Extract<PageSection, { type: T }>;

export const PageComponents = Type.Array(PageSection, { maxItems: 40 });
export type PageComponents = Static<typeof PageComponents>;
