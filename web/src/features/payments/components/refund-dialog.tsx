import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { refundPayment, type Payment } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatPrice } from '../../public-site/components/pricing/format-price';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { PAYMENTS_KEY } from '../queries';

/**
 * Asks before refunding a settled payment in full through its provider. The subscription is left
 * as it is (the dialog says so), and the payment leaves the revenue report.
 */
export function RefundDialog({ payment, onClose }: { payment: Payment | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('payments');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const amount = payment ? formatPrice(payment.amount_paid, payment.currency, i18n.language) : '';
  const mutation = useMutation({
    mutationFn: (target: Payment) => call(refundPayment, { params: { id: target.id } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: PAYMENTS_KEY });
      snackbar.show(t('refund.done', { amount }), { tone: 'success' });
      onClose();
    },
  });

  return (
    <ConfirmDialog
      open={payment !== null}
      onOpenChange={(open) => {
        if (!open) {
          mutation.reset();
          onClose();
        }
      }}
      title={t('refund.title', { amount })}
      description={payment ? t('refund.body', { method: t(`methods.${payment.payment_method}`) }) : ''}
      confirmLabel={t('refund.confirm', { amount })}
      pendingLabel={t('refund.pending')}
      pending={mutation.isPending}
      error={mutation.error}
      onConfirm={() => payment && mutation.mutate(payment)}
    />
  );
}
