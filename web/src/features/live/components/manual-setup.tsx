import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { addLiveDestination, type LiveEvent } from '@cadence/contracts';
import { call, isApiError } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/form/fields';
import { FormAlert } from '../../../components/form/form-alert';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { destinationBody, destinationErrors, emptyDestination, type DestinationDraft } from '../live-form';
import { LIVE_KEY } from '../queries';
import { DestinationFields } from './destination-fields';

const STEPS = { instagram: ['1', '2', '3', '4'], tiktok: ['1', '2', '3', '4'] } as const;

/**
 * Instagram and TikTok give a server URL and key on their own "stream with software" screens:
 * the steps to find them, and a form that saves them as a destination of a coming event.
 */
export function ManualDestinationSetup({ kind, events }: { kind: 'instagram' | 'tiktok'; events: LiveEvent[] }) {
  const { t } = useTranslation('live');
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const coming = events.filter((event) => event.status === 'draft' || event.status === 'ready');
  const [eventId, setEventId] = useState('');
  const [draft, setDraft] = useState<DestinationDraft>(() => emptyDestination(kind, t(`kinds.${kind}`)));
  const [messages, setMessages] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () => call(addLiveDestination, { params: { id: Number(eventId) }, body: destinationBody(draft) }),
    onSuccess: async (response) => {
      await queryClient.invalidateQueries({ queryKey: LIVE_KEY });
      snackbar.show(t('manual.saved', { name: response.data.name }), { tone: 'success' });
      setDraft(emptyDestination(kind, t(`kinds.${kind}`)));
      setMessages({});
    },
    onError: (error) => setMessages(isApiError(error) ? error.fieldErrors : {}),
  });
  const submit = () => {
    const found: Record<string, string> = Object.fromEntries(Object.entries(destinationErrors(draft)).map(([field, code]) => [field, t(`errors.${code}`)]));
    if (eventId === '') found.event = t('errors.event');
    setMessages(found);
    if (Object.keys(found).length === 0) save.mutate();
  };

  return (
    <section aria-labelledby="manual-title" className="grid gap-4 rounded-xl border bg-card p-5 lg:grid-cols-2" data-testid="live-manual-setup">
      <div className="grid content-start gap-3">
        <h2 id="manual-title" className="text-base font-semibold">
          {t('manual.title', { network: t(`kinds.${kind}`) })}
        </h2>
        <ol className="grid list-decimal gap-2 ps-5 text-sm">
          {STEPS[kind].map((step) => (
            <li key={step}>{t(`manual.${kind}.${step}`)}</li>
          ))}
        </ol>
      </div>
      <form
        noValidate
        className="grid content-start gap-3"
        onSubmit={(formEvent) => {
          formEvent.preventDefault();
          submit();
        }}
      >
        {coming.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('manual.noEvent')}</p>
        ) : (
          <>
            <SelectField id="event" label={t('manual.event')} value={eventId} onValueChange={setEventId} options={coming.map((event) => ({ value: String(event.id), label: event.title }))} placeholder={t('manual.pickEvent')} error={messages.event} />
            <DestinationFields draft={draft} prefix="" messages={messages} onChange={setDraft} />
            {save.error && !isApiError(save.error) ? <FormAlert alert={{ message: describeError(tc, save.error), details: [] }} /> : null}
            {save.error && isApiError(save.error) && Object.keys(save.error.fieldErrors).length === 0 ? <FormAlert alert={{ message: describeError(tc, save.error), details: [] }} /> : null}
            <div>
              <Button type="submit" aria-busy={save.isPending || undefined}>
                {t('manual.save')}
              </Button>
            </div>
          </>
        )}
      </form>
    </section>
  );
}
