import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BookmarkIcon, Heart, MessageCircleIcon, MoreHorizontalIcon, PlayIcon, Repeat2Icon, SendIcon, Share2Icon, ThumbsUpIcon } from 'lucide-react';
import { firstLink, type AccountType } from '@cadence/contracts';
import { linkCardQuery } from '../link-card';
import type { PickedMedia } from '../../media/components/media-picker';
import { NETWORK_NAMES } from '../../public-site/components/network-logo';
import { NETWORK_OF } from '../../posts/post-status';
import { AccountAvatar, NetworkMark } from '../../posts/components/network-mark';
import { cn } from '../../../lib/utils';

export interface PreviewContent {
  type: AccountType;
  accountName: string;
  avatarUrl: string | null;
  username: string | null;
  text: string;
  thread: readonly string[];
  firstComment: string;
  media: readonly PickedMedia[];
  settings: Record<string, unknown>;
}

type Layout = 'microblog' | 'feed' | 'instagram' | 'video' | 'pin' | 'article';

const LAYOUTS: Record<AccountType, Layout> = {
  twitter: 'microblog',
  bluesky: 'microblog',
  facebook: 'feed',
  facebook_page: 'feed',
  linkedin: 'feed',
  'linkedin-page': 'feed',
  instagram: 'instagram',
  youtube: 'video',
  tiktok: 'video',
  pinterest: 'pin',
  wordpress: 'article',
  'wordpress-org': 'article',
  threads: 'microblog',
};

function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function MediaThumb({ item, className }: { item: PickedMedia; className?: string }) {
  const source = item.thumbnailUrl ?? (item.kind === 'video' ? null : item.url);
  return (
    <span className={cn('relative block overflow-hidden bg-muted', className)}>
      {source ? <img src={source} alt={item.altText ?? ''} className="size-full object-cover" /> : null}
      {item.kind === 'video' && (
        <span className="absolute inset-0 flex items-center justify-center">
          <span className="flex size-10 items-center justify-center rounded-full bg-black/60 text-white">
            <PlayIcon className="size-5 fill-current" aria-hidden="true" />
          </span>
        </span>
      )}
    </span>
  );
}

function MediaGrid({ media, className }: { media: readonly PickedMedia[]; className?: string }) {
  if (media.length === 0) return null;
  const shown = media.slice(0, 4);
  return (
    <span className={cn('grid gap-0.5 overflow-hidden', shown.length > 1 && 'grid-cols-2', className)}>
      {shown.map((item) => (
        <MediaThumb key={item.id} item={item} className={shown.length === 1 ? 'aspect-video' : 'aspect-square'} />
      ))}
    </span>
  );
}

/**
 * The card of the post's first link (title, description, image), as Bluesky embeds it and
 * the networks that unfurl links show it; only for a post without media.
 */
function LinkCardPreview({ text, className }: { text: string; className?: string }) {
  const { t } = useTranslation('composer');
  const url = firstLink(text);
  const card = useQuery({ ...linkCardQuery(url ?? ''), enabled: url !== null });
  if (!url) return null;
  if (card.isPending) {
    return (
      <span className={cn('block rounded-xl border p-3 text-xs text-muted-foreground', className)} aria-live="polite">
        {t('preview.cardLoading')}
      </span>
    );
  }
  if (!card.data) return null;
  const host = new URL(card.data.url).host;
  return (
    <span className={cn('grid overflow-hidden rounded-xl border', className)} data-testid="preview-link-card">
      {card.data.imageUrl && <img src={card.data.imageUrl} alt="" className="aspect-[1.91/1] w-full bg-muted object-cover" />}
      <span className="grid gap-0.5 p-3">
        <span className="text-xs text-muted-foreground">{host}</span>
        <span className="line-clamp-2 text-sm font-semibold">{card.data.title}</span>
        {card.data.description && <span className="line-clamp-2 text-xs text-muted-foreground">{card.data.description}</span>}
      </span>
    </span>
  );
}

function Text({ children, className }: { children: string; className?: string }) {
  return <p className={cn('text-sm break-words whitespace-pre-wrap', className)}>{children}</p>;
}

function Header({ content, sub }: { content: PreviewContent; sub: ReactNode }) {
  return (
    <div className="flex items-center gap-2.5">
      <AccountAvatar type={content.type} name={content.accountName} avatarUrl={content.avatarUrl} />
      <div className="grid min-w-0 leading-tight">
        <span className="truncate text-sm font-semibold">{content.accountName}</span>
        <span className="truncate text-xs text-muted-foreground">{sub}</span>
      </div>
      <MoreHorizontalIcon className="ms-auto size-4 text-muted-foreground" aria-hidden="true" />
    </div>
  );
}

/** A card styled like a post on the network, from what this network will publish. */
export function NetworkPreview({ content }: { content: PreviewContent }) {
  const { t } = useTranslation('composer');
  const layout = LAYOUTS[content.type];
  const network = NETWORK_NAMES[NETWORK_OF[content.type]];
  const handle = content.username ? `@${content.username}` : network;
  const now = t('preview.now');
  const featured = content.media[typeof content.settings.featuredMediaIndex === 'number' ? content.settings.featuredMediaIndex : 0] ?? content.media[0];

  return (
    <figure className="grid gap-2" data-testid={`preview-${content.type}`}>
      <figcaption className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
        <NetworkMark type={content.type} className="size-3.5" />
        {t('preview.on', { network })}
      </figcaption>
      <div className="overflow-hidden rounded-xl border bg-background text-foreground shadow-sm">
        {layout === 'microblog' && (
          <div className="grid gap-0">
            {[content.text, ...content.thread].map((part, index) => (
              <div key={index} className={cn('flex gap-3 p-3', index > 0 && 'border-t')}>
                <AccountAvatar type={content.type} name={content.accountName} avatarUrl={content.avatarUrl} />
                <div className="grid min-w-0 flex-1 gap-1.5">
                  <span className="flex min-w-0 items-baseline gap-1 text-sm">
                    <span className="truncate font-semibold">{content.accountName}</span>
                    {index === 0 && str(content.settings.topicTag) && <span className="truncate font-medium text-muted-foreground">› {str(content.settings.topicTag)}</span>}
                    <span className="truncate text-muted-foreground">
                      {handle} · {now}
                    </span>
                  </span>
                  <Text>{part}</Text>
                  {index === 0 && <MediaGrid media={content.media} className="rounded-2xl border" />}
                  {index === 0 && content.media.length === 0 && <LinkCardPreview text={str(content.settings.linkAttachment) || part} />}
                  <span className="flex justify-between pe-6 text-muted-foreground" aria-hidden="true">
                    <MessageCircleIcon className="size-4" />
                    <Repeat2Icon className="size-4" />
                    <Heart className="size-4" />
                    <Share2Icon className="size-4" />
                  </span>
                </div>
              </div>
            ))}
          </div>
        )}
        {layout === 'feed' && (
          <div className="grid gap-3 pt-3">
            <div className="px-3">
              <Header content={content} sub={`${now} · ${network}`} />
            </div>
            {content.text && <Text className="px-3">{content.text}</Text>}
            <MediaGrid media={content.media} />
            {content.media.length === 0 && <LinkCardPreview text={content.text} className="mx-3 rounded-md" />}
            <div className="flex justify-around border-t px-3 py-2 text-xs font-medium text-muted-foreground" aria-hidden="true">
              <span className="flex items-center gap-1.5">
                <ThumbsUpIcon className="size-4" />
                {t('preview.like')}
              </span>
              <span className="flex items-center gap-1.5">
                <MessageCircleIcon className="size-4" />
                {t('preview.comment')}
              </span>
              <span className="flex items-center gap-1.5">
                <Share2Icon className="size-4" />
                {t('preview.share')}
              </span>
            </div>
          </div>
        )}
        {layout === 'instagram' && (
          <div className="grid gap-2 pb-3">
            <div className="px-3 pt-3">
              <Header content={content} sub={str(content.settings.format) ? t('preview.format', { format: str(content.settings.format) }) : network} />
            </div>
            {content.media[0] ? (
              <MediaThumb item={content.media[0]} className={str(content.settings.format) === 'story' || str(content.settings.format) === 'reel' ? 'aspect-[9/16] max-h-96' : 'aspect-square'} />
            ) : (
              <span className="flex aspect-square items-center justify-center bg-muted text-xs text-muted-foreground">{t('preview.needsMedia')}</span>
            )}
            <span className="flex gap-3 px-3 text-foreground" aria-hidden="true">
              <Heart className="size-5" />
              <MessageCircleIcon className="size-5" />
              <SendIcon className="size-5" />
              <BookmarkIcon className="ms-auto size-5" />
            </span>
            {content.text && (
              <p className="px-3 text-sm break-words whitespace-pre-wrap">
                <span className="font-semibold">{content.username ?? content.accountName}</span> {content.text}
              </p>
            )}
          </div>
        )}
        {layout === 'video' && (
          <div className="grid gap-2 pb-3">
            {content.media[0] ? (
              <MediaThumb item={content.media[0]} className={content.type === 'tiktok' ? 'mx-auto aspect-[9/16] max-h-96 w-full' : 'aspect-video'} />
            ) : (
              <span className="flex aspect-video items-center justify-center bg-muted text-xs text-muted-foreground">{t('preview.needsMedia')}</span>
            )}
            <div className="grid gap-1 px-3">
              {str(content.settings.title) && <span className="line-clamp-2 text-sm font-semibold">{str(content.settings.title)}</span>}
              <Header content={content} sub={str(content.settings.privacy) || now} />
              {content.text && <Text className="line-clamp-3 text-muted-foreground">{content.text}</Text>}
            </div>
          </div>
        )}
        {layout === 'pin' && (
          <div className="grid gap-2 p-3">
            {content.media[0] ? (
              <MediaThumb item={content.media[0]} className="aspect-[2/3] max-h-96 rounded-3xl" />
            ) : (
              <span className="flex aspect-[2/3] max-h-96 items-center justify-center rounded-3xl bg-muted text-xs text-muted-foreground">{t('preview.needsMedia')}</span>
            )}
            {str(content.settings.title) && <span className="text-sm font-semibold">{str(content.settings.title)}</span>}
            {content.text && <Text className="line-clamp-3 text-muted-foreground">{content.text}</Text>}
            <Header content={content} sub={network} />
          </div>
        )}
        {layout === 'article' && (
          <article className="grid gap-2 p-4">
            <span className="text-xs text-muted-foreground">{content.accountName}</span>
            <h3 className="text-lg leading-snug font-semibold">{str(content.settings.title) || t('preview.untitled')}</h3>
            {featured && <MediaThumb item={featured} className="aspect-video rounded-md" />}
            {content.text && <Text className="line-clamp-6">{content.text}</Text>}
            {Array.isArray(content.settings.tags) && content.settings.tags.length > 0 && (
              <span className="flex flex-wrap gap-1">
                {content.settings.tags.map((tag) => (
                  <span key={String(tag)} className="rounded bg-muted px-1.5 py-0.5 text-xs text-muted-foreground">
                    #{String(tag)}
                  </span>
                ))}
              </span>
            )}
          </article>
        )}
        {content.firstComment.trim() && layout !== 'article' && (
          <div className="flex gap-2 border-t bg-muted/40 p-3">
            <AccountAvatar type={content.type} name={content.accountName} avatarUrl={content.avatarUrl} className="size-6" />
            <div className="grid gap-0.5">
              <span className="text-xs font-semibold">{t('preview.firstComment')}</span>
              <Text>{content.firstComment}</Text>
            </div>
          </div>
        )}
      </div>
    </figure>
  );
}
