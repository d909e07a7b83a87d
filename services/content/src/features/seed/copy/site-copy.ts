import type { ContentLocale, FeaturePageKey, PlatformPageKey } from '@cadence/contracts';

/**
 * The site's first text in one language. The seed turns it into CMS pages, FAQ entries and
 * testimonials (see build-seed.ts); from then on editors change it through the API.
 */

interface Meta {
  /** The page title inside the CMS list and the <h1> when the page has no hero. */
  title: string;
  metaTitle: string;
  metaDescription: string;
}

interface Heading {
  title: string;
  subtitle: string;
}

interface Hero extends Heading {
  eyebrow: string;
}

interface Cta {
  title: string;
  body: string;
}

interface Point {
  title: string;
  body: string;
}

export const HIGHLIGHT_KEYS = [
  'userFriendly',
  'dashboard',
  'quality',
  'secure',
  'payments',
  'tracking',
  'composer',
  'pricing',
  'groups',
] as const;
export type HighlightKey = (typeof HIGHLIGHT_KEYS)[number];

export interface FeatureCopy {
  name: string;
  summary: string;
  metaDescription: string;
  hero: Hero;
  /** Two pitches with their supporting points. */
  points: [Point & { bullets: string[] }, Point & { bullets: string[] }];
  steps: { title: string; items: [Point, Point, Point] };
}

export interface PlatformCopy {
  name: string;
  summary: string;
  metaDescription: string;
  hero: Hero;
  publish: Point & { bullets: string[] };
  capabilities: { title: string; items: [Point, Point, Point] };
}

export interface LegalCopy {
  title: string;
  metaDescription: string;
  intro: string;
  sections: { heading: string; paragraphs: string[]; list?: string[] }[];
}

export interface SiteCopy {
  locale: ContentLocale;
  links: {
    startFree: string;
    seePricing: string;
    exploreFeatures: string;
    allPlatforms: string;
    howItWorks: string;
    contactSupport: string;
    learnMore: string;
  };
  home: Meta & {
    hero: Hero & { note: string };
    highlights: Hero & { items: Record<HighlightKey, Point> };
    networks: Heading;
    testimonials: Heading;
    faq: Heading;
    cta: Cta;
  };
  pricing: Meta & {
    hero: Hero;
    plans: Heading;
    nonprofit: Point;
    faq: Heading;
    cta: Cta;
  };
  features: Meta & { hero: Hero; grid: Heading; cta: Cta };
  feature: Record<FeaturePageKey, FeatureCopy>;
  platforms: Meta & { hero: Hero; grid: Heading; networks: Heading; cta: Cta };
  platform: Record<PlatformPageKey, PlatformCopy>;
  platformDetail: Meta & {
    hero: Hero;
    steps: Heading & { items: [Point, Point, Point] };
    security: Point & { bullets: string[] };
    networks: Heading;
    cta: Cta;
  };
  /** The closing call to action of feature and platform pages. */
  closing: Cta;
  legal: { updated: string; terms: LegalCopy; privacy: LegalCopy; refund: LegalCopy };
  /** SPEC §1: ten entries. */
  faq: { question: string; answer: string }[];
  testimonials: { author: string; role: string; text: string }[];
}
