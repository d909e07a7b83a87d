import type { AccountType } from '@cadence/contracts';
import type { ProviderFactory } from './provider';
import { blueskyProvider } from './bluesky/bluesky.provider';
import { facebookProvider, facebookPageProvider } from './facebook/facebook.provider';
import { instagramProvider } from './instagram/instagram.provider';
import { linkedinProvider, linkedinPageProvider } from './linkedin/linkedin.provider';
import { pinterestProvider } from './pinterest/pinterest.provider';
import { threadsProvider } from './threads/threads.provider';
import { tiktokProvider } from './tiktok/tiktok.provider';
import { twitterProvider } from './twitter/twitter.provider';
import { wordpressProvider, wordpressOrgProvider } from './wordpress/wordpress.provider';
import { youtubeProvider } from './youtube/youtube.provider';

/** Every adapter, by account type: the one list the pipeline reads (no switch per operation). */
export const PROVIDERS: Readonly<Record<AccountType, ProviderFactory>> = {
  tiktok: tiktokProvider,
  facebook: facebookProvider,
  facebook_page: facebookPageProvider,
  instagram: instagramProvider,
  twitter: twitterProvider,
  youtube: youtubeProvider,
  linkedin: linkedinProvider,
  'linkedin-page': linkedinPageProvider,
  bluesky: blueskyProvider,
  wordpress: wordpressProvider,
  'wordpress-org': wordpressOrgProvider,
  pinterest: pinterestProvider,
  threads: threadsProvider,
};
