import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ListOrderedIcon, PauseIcon, PlayIcon, PlugIcon, SquarePenIcon } from 'lucide-react';
import { updateQueue, type Queue } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { cn } from '../../../lib/utils';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { PageHeader } from '../../../components/page-header';
import { EmptyState } from '../../../components/data-table/empty-state';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { AccountAvatar } from '../../posts/components/network-mark';
import { QUEUES_KEY, queuesQuery } from '../queries';
import { SlotsEditor } from './slots-editor';
import { QueueList } from './queue-list';

/** /schedules: each account's weekly posting slots, its queue in slot order, pause and resume. */
export function QueuesPage({ accountId, onSelect }: { accountId: number | undefined; onSelect: (accountId: number) => void }) {
  const { t } = useTranslation('queues');
  useDocumentTitle(t('title'));
  const { data: queues } = useSuspenseQuery(queuesQuery());
  const selected = queues.find((queue) => queue.accountId === accountId) ?? queues[0];

  const newPost = (
    <Button asChild>
      <Link to="/composer">
        <SquarePenIcon />
        {t('newPost')}
      </Link>
    </Button>
  );

  if (!selected) {
    return (
      <div className="grid gap-6">
        <PageHeader eyebrow={t('eyebrow')} title={t('title')} description={t('description')} />
        <div className="rounded-xl border bg-card shadow-sm">
          <EmptyState
            icon={<PlugIcon />}
            title={t('noAccounts.title')}
            body={t('noAccounts.body')}
            action={
              <Button asChild variant="outline">
                <Link to="/manage_platform">{t('noAccounts.action')}</Link>
              </Button>
            }
          />
        </div>
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} description={t('description')} actions={newPost} />
      <div className="grid items-start gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-label={t('accounts')} className="rounded-xl border bg-card p-2 shadow-sm">
          <ul className="grid gap-1">
            {queues.map((queue) => {
              const active = queue.accountId === selected.accountId;
              return (
                <li key={queue.accountId}>
                  <button
                    type="button"
                    onClick={() => onSelect(queue.accountId)}
                    aria-current={active ? 'page' : undefined}
                    data-testid={`queue-account-${queue.accountId}`}
                    className={cn(
                      'flex w-full items-center gap-3 rounded-lg px-2 py-2 text-start text-sm outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
                      active && 'bg-accent font-medium',
                    )}
                  >
                    <AccountAvatar type={queue.platform} name={queue.accountName} className="size-8" />
                    <span className="grid min-w-0 flex-1">
                      <span className="truncate">{queue.accountName}</span>
                      <span className="text-xs text-muted-foreground">
                        {queue.slots.length === 0 ? t('slots.none') : t('queued', { count: queue.entries.length })}
                      </span>
                    </span>
                    {queue.paused && (
                      <Badge variant="secondary" className="shrink-0">
                        {t('paused')}
                      </Badge>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
        <AccountQueue key={selected.accountId} queue={selected} />
      </div>
    </div>
  );
}

function AccountQueue({ queue }: { queue: Queue }) {
  const { t } = useTranslation('queues');
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const pause = useMutation({
    mutationFn: (paused: boolean) => call(updateQueue, { params: { id: queue.accountId }, body: { paused } }),
    onSuccess: async (response) => {
      await queryClient.invalidateQueries({ queryKey: QUEUES_KEY });
      snackbar.show(t(response.data.paused ? 'pause.paused' : 'pause.resumed', { name: queue.accountName }), { tone: 'success' });
    },
  });

  return (
    <section className="grid gap-6" aria-labelledby="queue-account-name">
      <div className="flex flex-wrap items-center gap-3 rounded-xl border bg-card p-4 shadow-sm">
        <AccountAvatar type={queue.platform} name={queue.accountName} className="size-10" />
        <div className="grid min-w-0 flex-1">
          <h2 id="queue-account-name" className="truncate text-lg font-semibold">
            {queue.accountName}
          </h2>
          <p className="text-sm text-muted-foreground">{queue.timeZone.replace(/_/g, ' ')}</p>
        </div>
        <Button variant={queue.paused ? 'default' : 'outline'} onClick={() => pause.mutate(!queue.paused)} disabled={pause.isPending} data-testid="queue-pause">
          {pause.isPending ? <Spinner /> : queue.paused ? <PlayIcon /> : <PauseIcon />}
          {queue.paused ? t('pause.resume') : t('pause.pause')}
        </Button>
        {pause.error && <p className="w-full text-sm text-destructive">{describeError(tc, pause.error)}</p>}
      </div>
      {queue.paused && (
        <Alert data-testid="queue-paused">
          <PauseIcon />
          <AlertDescription>{t('pause.pausedBanner')}</AlertDescription>
        </Alert>
      )}
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <SlotsEditor queue={queue} />
        <div className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
          <h3 className="flex items-center gap-2 font-semibold">
            <ListOrderedIcon className="size-4 text-muted-foreground" aria-hidden="true" />
            {t('queue.title')}
          </h3>
          <QueueList queue={queue} />
        </div>
      </div>
    </section>
  );
}
