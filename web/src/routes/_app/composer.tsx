import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { WorkspaceOnly } from '../../features/posts/components/workspace-only';
import { requirePermission } from '../../features/session/guards';
import { ComposerPage } from '../../features/composer/components/composer-page';
import { PostsPending } from '../../features/posts/components/posts-pending';
import { postQuery } from '../../features/posts/queries';
import { ListError } from '../../components/data-table/list-error';

function validateComposerSearch(raw: Record<string, unknown>): { post?: number; hashtag?: string } {
  const post = typeof raw.post === 'string' ? Number(raw.post) : raw.post;
  // A new post can start from a hashtag (Trending hashtags).
  const hashtag = typeof raw.hashtag === 'string' && /^#[\p{L}\p{N}_]{1,100}$/u.test(raw.hashtag) ? raw.hashtag : undefined;
  return { ...(typeof post === 'number' && Number.isInteger(post) && post > 0 ? { post } : {}), ...(hashtag ? { hashtag } : {}) };
}

export const Route = createFileRoute('/_app/composer')({
  validateSearch: validateComposerSearch,
  beforeLoad: ({ context }) => requirePermission(context.session, 'Composer'),
  loaderDeps: ({ search }) => ({ post: search.post }),
  loader: ({ context, deps }) => (deps.post && context.session.user.workspaceId !== null ? context.queryClient.ensureQueryData(postQuery(deps.post)) : undefined),
  pendingComponent: PostsPending,
  errorComponent: ListError,
  component: function ComposerRoute() {
    const { t } = useTranslation('composer');
    return (
      <WorkspaceOnly title={t('title')}>
        <ComposerPage postId={Route.useSearch().post} startText={Route.useSearch().hashtag} />
      </WorkspaceOnly>
    );
  },
});
