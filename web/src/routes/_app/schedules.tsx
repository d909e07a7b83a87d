import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { requirePermission } from '../../features/session/guards';
import { WorkspaceOnly } from '../../features/posts/components/workspace-only';
import { PostsPending } from '../../features/posts/components/posts-pending';
import { QueuesPage } from '../../features/queues/components/queues-page';
import { queuesQuery } from '../../features/queues/queries';
import { ListError } from '../../components/data-table/list-error';

function validateQueuesSearch(raw: Record<string, unknown>): { account?: number } {
  const account = typeof raw.account === 'string' ? Number(raw.account) : raw.account;
  return typeof account === 'number' && Number.isInteger(account) && account > 0 ? { account } : {};
}

/** SPEC §2's `schedules` path: the posting queues, each account's weekly slots and the posts waiting in them (Scheduled-post lists the scheduled posts). */
export const Route = createFileRoute('/_app/schedules')({
  validateSearch: validateQueuesSearch,
  beforeLoad: ({ context }) => requirePermission(context.session, 'Posts', 'ScheduledPost'),
  // Staff accounts have no workspace: nothing to load, the screen says so.
  loader: ({ context }) => (context.session.user.workspaceId === null ? undefined : context.queryClient.ensureQueryData(queuesQuery())),
  pendingComponent: PostsPending,
  errorComponent: ListError,
  component: function QueuesRoute() {
    const navigate = Route.useNavigate();
    const { t } = useTranslation('queues');
    return (
      <WorkspaceOnly title={t('title')}>
        <QueuesPage accountId={Route.useSearch().account} onSelect={(account) => void navigate({ search: { account }, replace: true })} />
      </WorkspaceOnly>
    );
  },
});
