import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BadgeCheckIcon, HeartHandshakeIcon } from 'lucide-react';
import { approveNonprofitTicket, type TicketDetail } from '@cadence/contracts';
import { call, isApiError } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { TextField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { TICKETS_KEY, ticketQuery } from '../queries';

/**
 * A nonprofit discount request: staff approve it with a note of what they checked (billing then
 * grants the discount); once approved, both sides see when.
 */
export function NonprofitPanel({ ticket, locale }: { ticket: TicketDetail; locale: string }) {
  const { t } = useTranslation('support');
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mutation = useMutation({
    mutationFn: () => call(approveNonprofitTicket, { params: { id: ticket.id }, body: { note: note.trim() } }),
    onSuccess: async (response) => {
      queryClient.setQueryData(ticketQuery(ticket.id).queryKey, response.data);
      await queryClient.invalidateQueries({ queryKey: [...TICKETS_KEY, 'list'] });
      snackbar.show(t('nonprofit.done'), { tone: 'success' });
    },
    onError: (failure) => setError(isApiError(failure) ? (failure.fieldErrors.note ?? describeError(tc, failure)) : describeError(tc, failure)),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!note.trim()) {
      setError(t('create.required'));
      return;
    }
    setError(undefined);
    mutation.mutate();
  }
  if (ticket.nonprofit_approved_at) {
    return (
      <section className="flex items-start gap-3 rounded-lg border border-emerald-500/40 bg-emerald-500/5 p-4 text-sm" data-testid="nonprofit-approved">
        <BadgeCheckIcon className="mt-0.5 size-5 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
        <div className="grid gap-1">
          <p className="font-medium">{t('nonprofit.approved')}</p>
          <p className="text-muted-foreground">{t('nonprofit.approvedOn', { date: formatDateTime(ticket.nonprofit_approved_at, locale) })}</p>
        </div>
      </section>
    );
  }
  if (!ticket.staff_view) {
    return (
      <section className="flex items-start gap-3 rounded-lg border bg-muted/30 p-4 text-sm">
        <HeartHandshakeIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <p className="text-muted-foreground">{t('nonprofit.pending')}</p>
      </section>
    );
  }
  return (
    <form className="grid gap-3 rounded-lg border p-4" noValidate onSubmit={submit} data-testid="nonprofit-approval">
      <div className="flex items-start gap-3">
        <HeartHandshakeIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="grid gap-1 text-sm">
          <h3 className="font-semibold">{t('nonprofit.title')}</h3>
          <p className="text-muted-foreground">{t('nonprofit.hint')}</p>
        </div>
      </div>
      <TextField
        id="nonprofit-note"
        label={t('nonprofit.note')}
        value={note}
        maxLength={500}
        onChange={(event) => {
          setNote(event.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <Button type="submit" className="w-fit" disabled={mutation.isPending}>
        <BadgeCheckIcon />
        {t('nonprofit.approve')}
      </Button>
    </form>
  );
}
