import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ExternalLinkIcon, RotateCwIcon, UnplugIcon } from 'lucide-react';
import { webUrl, type AccountStatus, type Post } from '@cadence/contracts';
import { accountOptionsQuery } from '../../composer/accounts';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { NETWORK_NAMES } from '../../public-site/components/network-logo';
import { NETWORK_OF } from '../post-status';
import { formatInZone } from '../use-time-zone';
import { NetworkMark } from './network-mark';
import { TargetStatusBadge } from './post-status-badge';

/**
 * The outcome of a post on each account: status, when it was published, the link to the
 * published post, the network's own message when it refused, and a retry for a failed one
 * whose account works (one the network no longer accepts is reconnected first).
 */
export function TargetOutcomes({
  post,
  zone,
  onRetry,
  retrying,
}: {
  post: Post;
  zone: string;
  onRetry?: ((targetId: number) => void) | undefined;
  /** The target whose retry is on its way (its button waits). */
  retrying?: number | null | undefined;
}) {
  const { t, i18n } = useTranslation('posts');
  const accounts = useQuery({ ...accountOptionsQuery(), enabled: onRetry !== undefined });
  const statusOf = (accountId: number): AccountStatus | undefined => (accounts.data ? (accounts.data.find((account) => account.id === accountId)?.status ?? 'disconnected') : undefined);
  if (post.targets.length === 0) return <span className="text-sm text-muted-foreground">{t('outcome.noAccounts')}</span>;
  return (
    <ul className="grid gap-2" aria-label={t('outcome.label')} data-testid={`post-${post.id}-targets`}>
      {post.targets.map((target) => (
        <li key={target.id} className="grid gap-1" data-testid={`target-${target.id}`} data-status={target.status}>
          <div className="flex flex-wrap items-center gap-2">
            <NetworkMark type={target.platform} />
            <span className="text-sm font-medium">{target.accountName}</span>
            <span className="sr-only">{NETWORK_NAMES[NETWORK_OF[target.platform]]}</span>
            <TargetStatusBadge status={target.status} />
            {target.publishedAt && <span className="text-xs text-muted-foreground">{formatInZone(target.publishedAt, zone, i18n.language)}</span>}
            {webUrl(target.url) && (
              <a
                href={webUrl(target.url) ?? undefined}
                target="_blank"
                rel="noreferrer noopener"
                className="inline-flex items-center gap-1 rounded-sm text-xs font-medium text-primary outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                {t('outcome.view')}
                <ExternalLinkIcon className="size-3" aria-hidden="true" />
              </a>
            )}
            {target.status === 'failed' && onRetry && statusOf(target.accountId) !== undefined && statusOf(target.accountId) !== 'active' && (
              <Link
                to="/manage_platform"
                className="inline-flex items-center gap-1 rounded-sm text-xs font-medium text-destructive outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                data-testid={`target-${target.id}-reconnect`}
              >
                <UnplugIcon className="size-3" aria-hidden="true" />
                {statusOf(target.accountId) === 'broken' ? t('outcome.reconnectFirst') : t('outcome.connectAgain')}
              </Link>
            )}
            {target.retryable && onRetry && statusOf(target.accountId) === 'active' && (
              <Button
                size="sm"
                variant="outline"
                className="h-7"
                disabled={retrying === target.id}
                aria-busy={retrying === target.id || undefined}
                onClick={() => onRetry(target.id)}
              >
                {retrying === target.id ? <Spinner /> : <RotateCwIcon />}
                {t('actions.retry')}
              </Button>
            )}
          </div>
          {target.errorMessage && (
            <p className={target.status === 'failed' ? 'text-xs break-words text-destructive' : 'text-xs break-words text-muted-foreground'}>
              {target.errorMessage}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
