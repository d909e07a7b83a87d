import { siBluesky, siFacebook, siInstagram, siPinterest, siThreads, siTiktok, siWordpress, siX, siYoutube, type SimpleIcon } from 'simple-icons';
import type { SiteNetwork } from '@cadence/contracts';
import { cn } from '../../../lib/utils';

/** LinkedIn does not let icon sets ship its logo; it is drawn as its letters on its colour. */
const LOGOS: Record<Exclude<SiteNetwork, 'linkedin'>, SimpleIcon> = {
  instagram: siInstagram,
  facebook: siFacebook,
  threads: siThreads,
  tiktok: siTiktok,
  x: siX,
  youtube: siYoutube,
  bluesky: siBluesky,
  pinterest: siPinterest,
  wordpress: siWordpress,
};

export const NETWORK_NAMES: Record<SiteNetwork, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  threads: 'Threads',
  tiktok: 'TikTok',
  x: 'X',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  bluesky: 'Bluesky',
  pinterest: 'Pinterest',
  wordpress: 'WordPress',
};

/**
 * A network's mark, decorative (the name is always written beside it). Black marks follow the
 * text colour so they stay visible in the dark theme.
 */
export function NetworkLogo({ network, className }: { network: SiteNetwork; className?: string }) {
  if (network === 'linkedin') {
    return (
      <svg viewBox="0 0 24 24" aria-hidden="true" className={cn('size-6', className)}>
        <rect width="24" height="24" rx="4" fill="#0A66C2" />
        <text x="12" y="17" textAnchor="middle" fontSize="13" fontWeight="700" fontFamily="Arial, Helvetica, sans-serif" fill="#fff">
          in
        </text>
      </svg>
    );
  }
  const icon = LOGOS[network];
  const monochrome = icon.hex === '000000';
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={cn('size-6', monochrome && 'fill-foreground', className)} {...(monochrome ? {} : { fill: `#${icon.hex}` })}>
      <path d={icon.path} />
    </svg>
  );
}
