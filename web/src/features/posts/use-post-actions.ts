import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { deletePost, duplicatePost, retryTarget, type Post } from '@cadence/contracts';
import { call } from '../../lib/api';
import { describeError } from '../../lib/errors';
import { useSnackbar } from '../shell/snackbar/use-snackbar';
import { POSTS_KEY } from './queries';

/** Retry a failed account, duplicate and delete: the writes every post screen offers. */
export function usePostActions() {
  const { t } = useTranslation('posts');
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const refresh = () => queryClient.invalidateQueries({ queryKey: POSTS_KEY });

  const retry = useMutation({
    mutationFn: ({ post, targetId }: { post: Post; targetId: number }) => call(retryTarget, { params: { id: post.id, targetId } }),
    onSuccess: async () => {
      await refresh();
      snackbar.show(t('actions.retryStarted'), { tone: 'success' });
    },
    onError: (error) => snackbar.show(describeError(tc, error), { tone: 'error' }),
  });

  const duplicate = useMutation({
    mutationFn: (post: Post) => call(duplicatePost, { params: { id: post.id } }),
    onSuccess: async (response) => {
      await refresh();
      snackbar.show(t('actions.duplicated'), { tone: 'success' });
      void navigate({ to: '/composer', search: { post: response.data.id } });
    },
    onError: (error) => snackbar.show(describeError(tc, error), { tone: 'error' }),
  });

  const remove = useMutation({
    mutationFn: (post: Post) => call(deletePost, { params: { id: post.id } }),
    onSuccess: async () => {
      await refresh();
      snackbar.show(t('actions.deleted'), { tone: 'success' });
    },
  });

  return { retry, duplicate, remove };
}
