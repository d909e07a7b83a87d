import type { AccountType } from '../account-types';
import type { NetworkRules } from '../network-rules';
import { blueskyRules } from './bluesky';
import { facebookRules, facebookPageRules } from './facebook';
import { instagramRules } from './instagram';
import { linkedinRules, linkedinPageRules } from './linkedin';
import { pinterestRules } from './pinterest';
import { tiktokRules } from './tiktok';
import { threadsRules } from './threads';
import { twitterRules } from './twitter';
import { wordpressRules, wordpressOrgRules } from './wordpress';
import { youtubeRules } from './youtube';

export * from './facebook';
export * from './instagram';
export * from './pinterest';
export * from './threads';
export * from './tiktok';
export * from './youtube';

/** Every network's rules, by account type: one list, read by the composer and the adapters. */
export const NETWORK_RULES: Readonly<Record<AccountType, NetworkRules>> = {
  tiktok: tiktokRules,
  facebook: facebookRules,
  facebook_page: facebookPageRules,
  instagram: instagramRules,
  twitter: twitterRules,
  youtube: youtubeRules,
  linkedin: linkedinRules,
  'linkedin-page': linkedinPageRules,
  bluesky: blueskyRules,
  wordpress: wordpressRules,
  'wordpress-org': wordpressOrgRules,
  pinterest: pinterestRules,
  threads: threadsRules,
};
