import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ImageIcon, MessageSquareWarningIcon } from 'lucide-react';
import type { Post } from '@cadence/contracts';
import { isEditable } from '../post-status';

/** The start of a post's text, its media count, and an approver's rejection comment. */
export function PostSummary({ post }: { post: Post }) {
  const { t } = useTranslation('posts');
  const text = post.text.trim() || t('list.noText');
  return (
    <div className="grid max-w-md gap-1.5">
      {isEditable(post.status) ? (
        <Link
          to="/composer"
          search={{ post: post.id }}
          className="line-clamp-2 w-fit rounded-sm font-medium break-words outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {text}
        </Link>
      ) : (
        <span className="line-clamp-2 font-medium break-words">{text}</span>
      )}
      {post.mediaIds.length > 0 && (
        <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
          <ImageIcon className="size-3.5" aria-hidden="true" />
          {t('list.media', { count: post.mediaIds.length })}
        </span>
      )}
      {post.review?.decision === 'rejected' && (
        <p className="flex items-start gap-1.5 rounded-md bg-destructive/10 px-2 py-1.5 text-xs text-destructive" data-testid={`post-${post.id}-rejection`}>
          <MessageSquareWarningIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          <span>
            <span className="font-semibold">{t('approvals.rejectedBecause')}</span> {post.review.comment ?? ''}
          </span>
        </p>
      )}
    </div>
  );
}
