import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from 'lucide-react';
import { createLiveEvent, LIVE_DESTINATION_KINDS, LIVE_DESTINATION_PERMISSIONS, LIVE_PRIVACIES, type LiveDestinationKind, type LivePrivacy } from '@cadence/contracts';
import { call, isApiError } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { TextField } from '../../../components/form-field';
import { SelectField, SwitchField, TextareaField } from '../../../components/form/fields';
import { FormAlert } from '../../../components/form/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { useRequiredSession } from '../../session/use-session';
import { hasPermission } from '../../session/guards';
import { useUserTimeZone } from '../../posts/use-time-zone';
import { emptyDestination, eventBody, eventErrors, type DraftErrors, type EventDraft } from '../live-form';
import { LIVE_KEY } from '../queries';
import { DestinationFields } from './destination-fields';

/** "New live event": title, description, privacy, start in the user's zone, recording and destinations. */
export function NewEventDialog({ open, onOpenChange, network }: { open: boolean; onOpenChange: (open: boolean) => void; network: LiveDestinationKind | null }) {
  const { t } = useTranslation('live');
  const { t: tc } = useTranslation();
  const session = useRequiredSession();
  const zone = useUserTimeZone();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const allowed = LIVE_DESTINATION_KINDS.filter((kind) => hasPermission(session, LIVE_DESTINATION_PERMISSIONS[kind]));
  const initial = (): EventDraft => ({
    title: '',
    description: '',
    privacy: 'public',
    start: { date: '', time: '' },
    record: true,
    saveToLibrary: false,
    destinations: network && allowed.includes(network) ? [emptyDestination(network, t(`kinds.${network}`))] : [],
  });
  const [draft, setDraft] = useState<EventDraft>(initial);
  // Checked as the fields change once the form has been sent once.
  const [submitted, setSubmitted] = useState(false);
  const errors: DraftErrors = submitted ? eventErrors(draft, zone, Date.now()) : {};
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const create = useMutation({
    mutationFn: () => call(createLiveEvent, { body: eventBody(draft, zone) }),
    onSuccess: async (response) => {
      await queryClient.invalidateQueries({ queryKey: LIVE_KEY });
      onOpenChange(false);
      setDraft(initial());
      await navigate({ to: '/live_stream', search: { event: response.data.id } });
    },
    onError: (error) => setServerErrors(isApiError(error) ? error.fieldErrors : {}),
  });

  const submit = () => {
    const found = eventErrors(draft, zone, Date.now());
    setSubmitted(true);
    setServerErrors({});
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0] ?? '';
      document.getElementById(first.replaceAll('.', '-'))?.focus();
      return;
    }
    create.mutate();
  };
  const messages: Record<string, string> = { ...Object.fromEntries(Object.entries(errors).map(([field, code]) => [field, t(`errors.${code}`)])), ...serverErrors };
  const error = (field: string) => messages[field];
  const update = (patch: Partial<EventDraft>) => setDraft((current) => ({ ...current, ...patch }));

  return (
    <Dialog open={open} onOpenChange={(next) => !create.isPending && onOpenChange(next)}>
      <DialogContent closeLabel={t('close')} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('create.title')}</DialogTitle>
          <DialogDescription>{t('create.description')}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          data-testid="live-create-form"
        >
          <TextField id="title" label={t('create.eventTitle')} value={draft.title} onChange={(event) => update({ title: event.target.value })} error={error('title')} maxLength={100} required />
          <TextareaField id="description" label={t('create.eventDescription')} value={draft.description} onChange={(event) => update({ description: event.target.value })} error={error('description')} maxLength={5000} rows={3} />
          <div className="grid gap-4 sm:grid-cols-3">
            <SelectField<LivePrivacy> id="privacy" label={t('create.privacy')} value={draft.privacy} onValueChange={(privacy) => update({ privacy })} options={LIVE_PRIVACIES.map((value) => ({ value, label: t(`privacy.${value}`) }))} />
            <TextField id="scheduled_start" label={t('create.date')} type="date" value={draft.start.date} onChange={(event) => update({ start: { ...draft.start, date: event.target.value } })} error={error('scheduled_start')} />
            <TextField id="start-time" label={t('create.time')} type="time" value={draft.start.time} onChange={(event) => update({ start: { ...draft.start, time: event.target.value } })} hint={t('create.zone', { zone })} />
          </div>
          <SwitchField id="record" label={t('create.record')} hint={t('create.recordHint')} checked={draft.record} onCheckedChange={(record) => update({ record })} />
          {draft.record && (
            <SwitchField id="save_to_library" label={t('create.saveToLibrary')} hint={t('create.saveToLibraryHint')} checked={draft.saveToLibrary} onCheckedChange={(saveToLibrary) => update({ saveToLibrary })} error={serverErrors.save_to_library} />
          )}
          <div className="grid gap-3">
            <h3 className="text-sm font-semibold">{t('create.destinations')}</h3>
            {draft.destinations.length === 0 && <p className="text-sm text-muted-foreground">{t('create.noDestinations')}</p>}
            {draft.destinations.map((destination, index) => (
              <DestinationFields
                key={destination.key}
                draft={destination}
                prefix={`destinations.${index}.`}
                messages={messages}
                onChange={(next) => update({ destinations: draft.destinations.map((item) => (item.key === next.key ? next : item)) })}
                onRemove={() => update({ destinations: draft.destinations.filter((item) => item.key !== destination.key) })}
              />
            ))}
            <div className="flex flex-wrap gap-2" role="group" aria-label={t('create.addDestination')}>
              {allowed.map((kind) => (
                <Button key={kind} type="button" variant="outline" size="sm" onClick={() => update({ destinations: [...draft.destinations, emptyDestination(kind, t(`kinds.${kind}`))] })} data-testid={`add-destination-${kind}`}>
                  <PlusIcon aria-hidden="true" />
                  {t(`kinds.${kind}`)}
                </Button>
              ))}
            </div>
          </div>
          {create.error && Object.keys(serverErrors).length === 0 ? <FormAlert alert={{ message: describeError(tc, create.error), details: [] }} /> : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={create.isPending}>
              {t('cancel')}
            </Button>
            <Button type="submit" aria-busy={create.isPending || undefined} data-testid="live-create-submit">
              {create.isPending && <Spinner />}
              {t('create.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
