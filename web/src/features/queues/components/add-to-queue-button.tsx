import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ListPlusIcon } from 'lucide-react';
import { queuePost, type CreatePostBody, type QueuePostBody } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { POSTS_KEY } from '../../posts/queries';
import { QUEUES_KEY } from '../queries';

/**
 * The composer's "Add to queue": the post goes to each chosen account's next free slot.
 * `ready` says whether the composer lets it go (accounts chosen, no rule broken); when it does
 * not, `onBlocked` shows why.
 */
export function AddToQueueButton({ body, ready, onBlocked, disabled }: { body: () => CreatePostBody; ready: boolean; onBlocked: () => void; disabled?: boolean }) {
  const { t } = useTranslation('queues');
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: () => {
      const { mode: _mode, scheduledAt: _scheduledAt, ...rest } = body();
      const queued: QueuePostBody = rest;
      return call(queuePost, { body: queued });
    },
    onSuccess: async (response) => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: POSTS_KEY }), queryClient.invalidateQueries({ queryKey: QUEUES_KEY })]);
      snackbar.show(t('composer.done'), { tone: 'success' });
      const first = response.data.targets[0]?.accountId;
      void navigate({ to: '/schedules', search: first ? { account: first } : {} });
    },
  });
  return (
    <>
      <Button
        type="button"
        variant="outline"
        title={t('composer.hint')}
        disabled={disabled || mutation.isPending}
        onClick={() => (ready ? mutation.mutate() : onBlocked())}
        data-testid="composer-queue"
      >
        {mutation.isPending ? <Spinner /> : <ListPlusIcon />}
        {mutation.isPending ? t('composer.adding') : t('composer.add')}
      </Button>
      {mutation.error && (
        <p role="alert" className="w-full text-sm text-destructive" data-testid="composer-queue-error">
          {describeError(tc, mutation.error)}
        </p>
      )}
    </>
  );
}
