import { webUrl, type AccountType } from '@cadence/contracts';
import { NetworkLogo } from '../../public-site/components/network-logo';
import { cn } from '../../../lib/utils';
import { Avatar, AvatarFallback, AvatarImage } from '../../../components/ui/avatar';
import { NETWORK_OF } from '../post-status';

/** A network's mark for an account type (decorative: the account's name is written beside it). */
export function NetworkMark({ type, className }: { type: AccountType; className?: string }) {
  return <NetworkLogo network={NETWORK_OF[type]} className={cn('size-4', className)} />;
}

/** An account's avatar (its initials where the picture does not load) with its network's mark in the corner. */
export function AccountAvatar({ type, name, avatarUrl, className }: { type: AccountType; name: string; avatarUrl?: string | null; className?: string }) {
  const initials = name.trim().slice(0, 2).toUpperCase() || '?';
  const image = webUrl(avatarUrl);
  return (
    <span className={cn('relative inline-flex size-9 shrink-0', className)}>
      {/* The initials stand in while the picture loads and when it cannot (a network's image host unreachable). */}
      <Avatar className="size-full">
        {image && <AvatarImage src={image} alt="" className="object-cover" />}
        <AvatarFallback aria-hidden="true">{initials}</AvatarFallback>
      </Avatar>
      <span className="absolute -end-1 -bottom-1 flex size-4.5 items-center justify-center rounded-full bg-background ring-2 ring-background">
        <NetworkMark type={type} className="size-3.5" />
      </span>
    </span>
  );
}
