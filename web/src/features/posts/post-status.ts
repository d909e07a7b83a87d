import { POST_STATUSES, type AccountType, type PostStatus, type TargetStatus } from '@cadence/contracts';
import type { SiteNetwork } from '@cadence/contracts';

export { POST_STATUSES };

type Tone = 'success' | 'destructive' | 'warning' | 'info' | 'muted';

/** How each post status reads in a badge (SPEC §4 statuses; labels in posts.status.*). */
export const POST_STATUS_TONES: Record<PostStatus, Tone> = {
  draft: 'muted',
  scheduled: 'info',
  processing: 'warning',
  posted: 'success',
  failed: 'destructive',
  approved: 'info',
  not_approved: 'warning',
};

export const TARGET_STATUS_TONES: Record<TargetStatus, Tone> = {
  pending: 'muted',
  waiting: 'warning',
  publishing: 'warning',
  posted: 'success',
  failed: 'destructive',
  cancelled: 'muted',
};

/** Calendar colours per status, from the theme's CSS variables (light and dark follow). */
export const POST_STATUS_COLOURS: Record<PostStatus, string> = {
  draft: 'var(--muted-foreground)',
  scheduled: 'var(--primary)',
  processing: 'oklch(0.75 0.16 75)',
  posted: 'var(--success)',
  failed: 'var(--destructive)',
  approved: 'oklch(0.6 0.13 200)',
  not_approved: 'oklch(0.68 0.17 50)',
};

/** Only posts that have not started publishing can move or change. */
export const EDITABLE_STATUSES: readonly PostStatus[] = ['draft', 'scheduled', 'approved', 'not_approved'];

export function isEditable(status: PostStatus): boolean {
  return EDITABLE_STATUSES.includes(status);
}

/** Targets still on their way: a post showing them is polled until they settle. */
export function isSettling(status: TargetStatus): boolean {
  return status === 'pending' || status === 'publishing' || status === 'waiting';
}

/** The network whose mark and name an account type shows. */
export const NETWORK_OF: Record<AccountType, SiteNetwork> = {
  tiktok: 'tiktok',
  facebook: 'facebook',
  facebook_page: 'facebook',
  instagram: 'instagram',
  twitter: 'x',
  youtube: 'youtube',
  linkedin: 'linkedin',
  'linkedin-page': 'linkedin',
  bluesky: 'bluesky',
  wordpress: 'wordpress',
  'wordpress-org': 'wordpress',
  pinterest: 'pinterest',
  threads: 'threads',
};
