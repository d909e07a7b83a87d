import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { copyInvitationLink, resendInvitation, revokeInvitation, type Invitation } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { TEAMS_KEY } from '../queries';

/**
 * Resend (a fresh link and 7 more days), copy the link (the inviter's own invitations only) and
 * revoke, for the list and the details page.
 */
export function useInvitationActions() {
  const { t } = useTranslation('teams');
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [revoking, setRevoking] = useState<Invitation | null>(null);

  const resend = useMutation({
    mutationFn: (invitation: Invitation) => call(resendInvitation, { params: { id: invitation.id } }),
    onSuccess: async (response) => {
      await queryClient.invalidateQueries({ queryKey: TEAMS_KEY });
      snackbar.show(t('invitations.resent', { email: response.data.email }), { tone: 'success' });
    },
    onError: (error) => snackbar.show(describeError(tc, error), { tone: 'error' }),
  });
  const copyLink = useMutation({
    mutationFn: (invitation: Invitation) => call(copyInvitationLink, { params: { id: invitation.id } }),
    onSuccess: async (response, invitation) => {
      const { url, renewed } = response.data;
      try {
        await navigator.clipboard.writeText(url);
        snackbar.show(t(renewed ? 'invitations.linkRenewed' : 'invitations.linkCopied', { email: invitation.email }), { tone: 'success' });
      } catch {
        // No clipboard (an insecure origin, a refused permission): the link itself, to copy by hand.
        snackbar.show(t('invitations.linkCopyFailed', { url }), { tone: 'error' });
      }
      if (renewed) await queryClient.invalidateQueries({ queryKey: TEAMS_KEY });
    },
    onError: (error) => snackbar.show(describeError(tc, error), { tone: 'error' }),
  });
  const revoke = useMutation({
    mutationFn: (invitation: Invitation) => call(revokeInvitation, { params: { id: invitation.id } }),
    onSuccess: async (response) => {
      await queryClient.invalidateQueries({ queryKey: TEAMS_KEY });
      snackbar.show(t('invitations.revoked', { email: response.data.email }), { tone: 'success' });
      setRevoking(null);
    },
  });

  const dialog = (
    <ConfirmDialog
      open={revoking !== null}
      onOpenChange={(open) => {
        if (!open) {
          revoke.reset();
          setRevoking(null);
        }
      }}
      title={t('invitations.revoke.title', { email: revoking?.email })}
      description={t('invitations.revoke.body')}
      confirmLabel={t('invitations.revoke.confirm')}
      pendingLabel={t('invitations.revoke.pending')}
      pending={revoke.isPending}
      error={revoke.error}
      onConfirm={() => revoking && revoke.mutate(revoking)}
    />
  );

  return { resend, copyLink, askRevoke: setRevoking, dialog };
}
