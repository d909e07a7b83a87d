import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { approvePost, rejectPost, type Post } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { TextareaField } from '../../../components/form/fields';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { POSTS_KEY } from '../../posts/queries';

export type ReviewDecision = 'approve' | 'reject';

/** Approve (comment optional) or reject (comment required) a post that waits for approval. */
export function ReviewDialog({ review, onClose }: { review: { post: Post; decision: ReviewDecision } | null; onClose: () => void }) {
  const { t } = useTranslation('posts');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [comment, setComment] = useState('');
  const [attempted, setAttempted] = useState(false);
  useEffect(() => {
    if (review) {
      setComment('');
      setAttempted(false);
    }
  }, [review]);

  const mutation = useMutation({
    mutationFn: ({ post, decision, text }: { post: Post; decision: ReviewDecision; text: string }) =>
      decision === 'approve'
        ? call(approvePost, { params: { id: post.id }, body: text ? { comment: text } : {} })
        : call(rejectPost, { params: { id: post.id }, body: { comment: text } }),
    onSuccess: async (_response, { decision }) => {
      await queryClient.invalidateQueries({ queryKey: POSTS_KEY });
      snackbar.show(t(decision === 'approve' ? 'approvals.approved' : 'approvals.rejected'), { tone: 'success' });
      onClose();
    },
  });

  const rejecting = review?.decision === 'reject';
  const missing = rejecting && comment.trim() === '';
  return (
    <ConfirmDialog
      open={review !== null}
      onOpenChange={(open) => {
        if (!open) {
          mutation.reset();
          onClose();
        }
      }}
      title={t(rejecting ? 'approvals.rejectTitle' : 'approvals.approveTitle')}
      description={t(rejecting ? 'approvals.rejectBody' : 'approvals.approveBody')}
      confirmLabel={t(rejecting ? 'approvals.reject' : 'approvals.approve')}
      pendingLabel={t(rejecting ? 'approvals.rejecting' : 'approvals.approving')}
      destructive={rejecting}
      pending={mutation.isPending}
      error={mutation.error}
      onConfirm={() => {
        setAttempted(true);
        if (!review || missing || mutation.isPending) return;
        mutation.mutate({ post: review.post, decision: review.decision, text: comment.trim() });
      }}
    >
      <TextareaField
        id="review-comment"
        label={rejecting ? t('approvals.comment') : t('approvals.commentOptional')}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        rows={3}
        maxLength={2000}
        required={rejecting}
        error={attempted && missing ? t('approvals.commentRequired') : undefined}
      />
    </ConfirmDialog>
  );
}
