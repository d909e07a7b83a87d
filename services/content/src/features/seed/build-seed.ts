import {
  FEATURE_PAGES,
  PLATFORM_PAGES,
  SITE_SLUGS,
  featurePath,
  platformPath,
  type ContentLocale,
  type PageComponents,
  type PageSection,
  type ProseBlock,
  type SectionIcon,
} from '@cadence/contracts';
import { HIGHLIGHT_KEYS, type LegalCopy, type SiteCopy } from './copy/site-copy';

export interface SeedPage {
  slug: string;
  locale: ContentLocale;
  title: string;
  metaTitle: string;
  metaDescription: string;
  components: PageComponents;
}

export interface SeedContent {
  pages: SeedPage[];
  faq: { locale: ContentLocale; position: number; question: string; answer: string }[];
  testimonials: { locale: ContentLocale; position: number; author: string; role: string; text: string }[];
}

const REGISTER = '/register';
const PRICING = '/pricing';

/** Lays one language's copy out as the site's pages: structure here, words in the copy. */
export function buildSeed(copy: SiteCopy): SeedContent {
  const { locale, links } = copy;
  const page = (slug: string, meta: { title: string; metaTitle: string; metaDescription: string }, components: PageSection[]): SeedPage => ({
    slug,
    locale,
    title: meta.title,
    metaTitle: meta.metaTitle,
    metaDescription: meta.metaDescription,
    components,
  });
  const closing = (secondary: { label: string; href: string }): PageSection => ({
    type: 'cta',
    title: copy.closing.title,
    body: copy.closing.body,
    primary: { label: links.startFree, href: REGISTER },
    secondary,
  });
  const featureCards: PageSection = {
    type: 'features',
    title: copy.features.grid.title,
    subtitle: copy.features.grid.subtitle,
    items: FEATURE_PAGES.map((feature) => ({
      icon: feature.icon,
      title: copy.feature[feature.key].name,
      body: copy.feature[feature.key].summary,
      href: featurePath(feature),
    })),
  };
  const networks = (heading: { title: string; subtitle: string }): PageSection => ({ type: 'networks', ...heading });

  const home = page(SITE_SLUGS.home, copy.home, [
    {
      type: 'hero',
      visual: 'product',
      ...copy.home.hero,
      primaryCta: { label: links.startFree, href: REGISTER },
      secondaryCta: { label: links.seePricing, href: PRICING },
    },
    {
      type: 'features',
      eyebrow: copy.home.highlights.eyebrow,
      title: copy.home.highlights.title,
      subtitle: copy.home.highlights.subtitle,
      items: HIGHLIGHT_KEYS.map((key) => ({ icon: key, ...copy.home.highlights.items[key] })),
    },
    networks(copy.home.networks),
    featureCards,
    { type: 'testimonials', ...copy.home.testimonials },
    { type: 'faq', ...copy.home.faq },
    { type: 'cta', ...copy.home.cta, primary: { label: links.startFree, href: REGISTER }, secondary: { label: links.seePricing, href: PRICING } },
  ]);

  const pricing = page(SITE_SLUGS.pricing, copy.pricing, [
    { type: 'hero', visual: 'plain', ...copy.pricing.hero },
    { type: 'plans', ...copy.pricing.plans },
    { type: 'notice', icon: 'heart', ...copy.pricing.nonprofit },
    { type: 'faq', ...copy.pricing.faq },
    { type: 'cta', ...copy.pricing.cta, primary: { label: links.startFree, href: REGISTER } },
  ]);

  const features = page(SITE_SLUGS.features, copy.features, [
    { type: 'hero', visual: 'plain', ...copy.features.hero, primaryCta: { label: links.startFree, href: REGISTER }, secondaryCta: { label: links.seePricing, href: PRICING } },
    featureCards,
    { type: 'cta', ...copy.features.cta, primary: { label: links.startFree, href: REGISTER }, secondary: { label: links.seePricing, href: PRICING } },
  ]);

  const featurePages = FEATURE_PAGES.map((feature) => {
    const text = copy.feature[feature.key];
    const [first, second] = text.points;
    return page(feature.slug, { title: text.name, metaTitle: `${text.name} · Cadence`, metaDescription: text.metaDescription }, [
      { type: 'hero', visual: 'plain', ...text.hero, primaryCta: { label: links.startFree, href: REGISTER }, secondaryCta: { label: links.seePricing, href: PRICING } },
      { type: 'split', ...first, icon: feature.icon },
      { type: 'split', ...second, icon: SECOND_ICON[feature.key], reverse: true },
      { type: 'steps', title: text.steps.title, items: [...text.steps.items] },
      closing({ label: links.exploreFeatures, href: '/feature' }),
    ]);
  });

  const platforms = page(SITE_SLUGS.platforms, copy.platforms, [
    { type: 'hero', visual: 'plain', ...copy.platforms.hero, primaryCta: { label: links.startFree, href: REGISTER }, secondaryCta: { label: links.howItWorks, href: '/platform-detail' } },
    {
      type: 'features',
      title: copy.platforms.grid.title,
      subtitle: copy.platforms.grid.subtitle,
      items: PLATFORM_PAGES.map((platform) => ({
        icon: platform.icon,
        title: copy.platform[platform.key].name,
        body: copy.platform[platform.key].summary,
        href: platformPath(platform),
      })),
    },
    networks(copy.platforms.networks),
    { type: 'cta', ...copy.platforms.cta, primary: { label: links.startFree, href: REGISTER }, secondary: { label: links.seePricing, href: PRICING } },
  ]);

  const platformPages = PLATFORM_PAGES.map((platform) => {
    const text = copy.platform[platform.key];
    return page(platform.slug, { title: text.name, metaTitle: `${text.name} · Cadence`, metaDescription: text.metaDescription }, [
      { type: 'hero', visual: 'plain', ...text.hero, primaryCta: { label: links.startFree, href: REGISTER }, secondaryCta: { label: links.howItWorks, href: '/platform-detail' } },
      { type: 'split', ...text.publish, icon: platform.icon },
      {
        type: 'features',
        title: text.capabilities.title,
        items: text.capabilities.items.map((item, index) => ({ icon: CAPABILITY_ICONS[index] ?? 'calendar', ...item })),
      },
      closing({ label: links.allPlatforms, href: '/platform' }),
    ]);
  });

  const platformDetail = page(SITE_SLUGS.platformDetail, copy.platformDetail, [
    { type: 'hero', visual: 'plain', ...copy.platformDetail.hero, primaryCta: { label: links.startFree, href: REGISTER }, secondaryCta: { label: links.allPlatforms, href: '/platform' } },
    { type: 'steps', ...copy.platformDetail.steps, items: [...copy.platformDetail.steps.items] },
    { type: 'split', ...copy.platformDetail.security, icon: 'shield' },
    networks(copy.platformDetail.networks),
    { type: 'cta', ...copy.platformDetail.cta, primary: { label: links.startFree, href: REGISTER }, secondary: { label: links.seePricing, href: PRICING } },
  ]);

  const legal = (slug: string, text: LegalCopy) =>
    page(slug, { title: text.title, metaTitle: `${text.title} · Cadence`, metaDescription: text.metaDescription }, [
      { type: 'hero', visual: 'plain', title: text.title, subtitle: text.intro },
      { type: 'prose', updated: copy.legal.updated, blocks: text.sections.flatMap(proseBlocks) },
    ]);

  return {
    pages: [
      home,
      pricing,
      features,
      ...featurePages,
      platforms,
      ...platformPages,
      platformDetail,
      legal(SITE_SLUGS.terms, copy.legal.terms),
      legal(SITE_SLUGS.privacy, copy.legal.privacy),
      legal(SITE_SLUGS.refund, copy.legal.refund),
    ],
    faq: copy.faq.map((entry, position) => ({ locale, position, ...entry })),
    testimonials: copy.testimonials.map((entry, position) => ({ locale, position, ...entry })),
  };
}

function proseBlocks(section: LegalCopy['sections'][number]): ProseBlock[] {
  const blocks: ProseBlock[] = [{ kind: 'heading', text: section.heading }];
  for (const text of section.paragraphs) blocks.push({ kind: 'paragraph', text });
  if (section.list?.length) blocks.push({ kind: 'list', items: section.list });
  return blocks;
}

/** The drawing beside each feature page's second pitch. */
const SECOND_ICON: Record<(typeof FEATURE_PAGES)[number]['key'], SectionIcon> = {
  analytics: 'chart',
  scheduling: 'clock',
  engagement: 'live',
  teamCollaboration: 'approval',
  automation: 'layers',
  campaignManagement: 'tracking',
};

/** Beside each platform page's capabilities: planning, the network's checks, the outcome. */
const CAPABILITY_ICONS: SectionIcon[] = ['calendar', 'quality', 'tracking'];
