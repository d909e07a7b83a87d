import type { SectionIcon } from './page-sections';

/**
 * The public site's pages: where each lives (SPEC §2 paths, spellings kept) and the slug of its
 * CMS page. The web app routes by it and the content service seeds by it.
 */
export const SITE_SLUGS = {
  home: 'home',
  pricing: 'pricing',
  features: 'features',
  platforms: 'platforms',
  platformDetail: 'platform-detail',
  terms: 'terms',
  privacy: 'privacy-policy',
  refund: 'refund-policy',
} as const;

export const FEATURE_PAGES = [
  { key: 'analytics', segment: 'analytics', slug: 'feature-analytics', icon: 'analytics' },
  { key: 'scheduling', segment: 'scheduling', slug: 'feature-scheduling', icon: 'calendar' },
  { key: 'engagement', segment: 'engagement', slug: 'feature-engagement', icon: 'engagement' },
  { key: 'teamCollaboration', segment: 'team_collaboration', slug: 'feature-team-collaboration', icon: 'team' },
  { key: 'automation', segment: 'automation', slug: 'feature-automation', icon: 'automation' },
  { key: 'campaignManagement', segment: 'compaign_management', slug: 'feature-campaign-management', icon: 'campaign' },
] as const satisfies readonly { key: string; segment: string; slug: string; icon: SectionIcon }[];
export type FeaturePage = (typeof FEATURE_PAGES)[number];
export type FeaturePageKey = FeaturePage['key'];

export const PLATFORM_PAGES = [
  { key: 'instagram', segment: 'instragram', slug: 'platform-instagram', icon: 'instagram' },
  { key: 'facebook', segment: 'facebook', slug: 'platform-facebook', icon: 'facebook' },
  { key: 'tiktok', segment: 'tiktok', slug: 'platform-tiktok', icon: 'tiktok' },
  { key: 'linkedin', segment: 'linkdin', slug: 'platform-linkedin', icon: 'linkedin' },
  { key: 'wordpress', segment: 'wordpress', slug: 'platform-wordpress', icon: 'wordpress' },
  { key: 'twitter', segment: 'twitter', slug: 'platform-x', icon: 'twitter' },
  { key: 'youtube', segment: 'youtube', slug: 'platform-youtube', icon: 'youtube' },
] as const satisfies readonly { key: string; segment: string; slug: string; icon: SectionIcon }[];
export type PlatformPage = (typeof PLATFORM_PAGES)[number];
export type PlatformPageKey = PlatformPage['key'];

export const featurePath = (page: FeaturePage) => `/feature/${page.segment}`;
export const platformPath = (page: PlatformPage) => `/platform/${page.segment}`;

/**
 * The networks the product publishes to today (one adapter each in services/posting), in the
 * order the site shows them.
 */
export const SITE_NETWORKS = ['instagram', 'facebook', 'threads', 'tiktok', 'x', 'linkedin', 'youtube', 'bluesky', 'pinterest', 'wordpress'] as const;
export type SiteNetwork = (typeof SITE_NETWORKS)[number];
