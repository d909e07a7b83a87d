import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NONPROFIT_DISCOUNT_PERCENT, NonprofitBody, grantNonprofit, type SubscriptionRow } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { FormDialog } from '../../../components/form/form-dialog';
import { TextareaField } from '../../../components/form/fields';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { SUBSCRIPTIONS_KEY } from '../queries';

interface NonprofitValues extends Record<string, unknown> {
  note: string;
}
const EMPTY: NonprofitValues = { note: '' };
const toBody = (values: NonprofitValues): NonprofitBody => ({ note: values.note.trim() });

/** SPEC §1: staff grant the nonprofit discount once per account, after support has verified it, with a note. */
export function NonprofitDialog({ subscription, onClose }: { subscription: SubscriptionRow | null; onClose: () => void }) {
  const { t } = useTranslation('subscriptions');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const form = useSchemaForm<NonprofitValues, NonprofitBody>({ fields: ['note'], initial: EMPTY, schema: NonprofitBody, toBody });
  const { reset } = form;
  useEffect(() => {
    if (subscription) reset(EMPTY);
  }, [subscription, reset]);
  const mutation = useMutation({
    mutationFn: (body: NonprofitBody) => call(grantNonprofit, { params: { workspaceId: subscription?.workspaceId ?? 0 }, body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_KEY });
      snackbar.show(t('nonprofit.done', { name: subscription?.ownerName }), { tone: 'success' });
      onClose();
    },
    onError: form.showServerError,
  });
  return (
    <FormDialog
      open={subscription !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('nonprofit.title', { name: subscription?.ownerName })}
      description={t('nonprofit.description', { monthly: NONPROFIT_DISCOUNT_PERCENT.monthly, annual: NONPROFIT_DISCOUNT_PERCENT.annual })}
      form={form}
      pending={mutation.isPending}
      onSubmit={form.handleSubmit((body) => !mutation.isPending && subscription && mutation.mutate(body))}
      submitLabel={t('nonprofit.submit')}
      pendingLabel={t('nonprofit.pending')}
    >
      <TextareaField {...form.text('note', t('nonprofit.note'))} hint={t('nonprofit.noteHint')} rows={4} maxLength={1000} required autoFocus />
    </FormDialog>
  );
}
