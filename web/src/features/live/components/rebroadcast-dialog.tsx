import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { scheduleRebroadcast, type LiveEvent } from '@cadence/contracts';
import { call, isApiError } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { TextField } from '../../../components/form-field';
import { FormAlert } from '../../../components/form/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { nextSlot, wallClockToUtc } from '../../composer/schedule-time';
import { useUserTimeZone } from '../../posts/use-time-zone';
import { LIVE_KEY } from '../queries';

/** "Schedule a re-stream": the recording goes out again as a live stream to the event's destinations at a chosen time. */
export function RebroadcastDialog({ event, open, onOpenChange }: { event: LiveEvent; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('live');
  const { t: tc } = useTranslation();
  const zone = useUserTimeZone();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(t('rebroadcast.defaultTitle', { title: event.title }).slice(0, 100));
  const [start, setStart] = useState(() => nextSlot(Date.now(), zone));
  const [error, setError] = useState<string | null>(null);
  const schedule = useMutation({
    mutationFn: (at: string) => call(scheduleRebroadcast, { params: { id: event.id }, body: { title: title.trim(), scheduled_start: at } }),
    onSuccess: async (response) => {
      await queryClient.invalidateQueries({ queryKey: LIVE_KEY });
      onOpenChange(false);
      await navigate({ to: '/live_stream', search: { event: response.data.id } });
    },
  });
  const submit = () => {
    const at = wallClockToUtc(start, zone);
    if (title.trim() === '') return setError(t('errors.required'));
    if (at === null) return setError(t('errors.required'));
    if (Date.parse(at) < Date.now()) return setError(t('errors.past'));
    setError(null);
    schedule.mutate(at);
  };
  const serverFields = isApiError(schedule.error) ? schedule.error.fieldErrors : {};
  return (
    <Dialog open={open} onOpenChange={(next) => !schedule.isPending && onOpenChange(next)}>
      <DialogContent closeLabel={t('close')}>
        <DialogHeader>
          <DialogTitle>{t('rebroadcast.title')}</DialogTitle>
          <DialogDescription>{t('rebroadcast.description')}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(formEvent) => {
            formEvent.preventDefault();
            submit();
          }}
        >
          <TextField id="rebroadcast-title" label={t('create.eventTitle')} value={title} onChange={(input) => setTitle(input.target.value)} maxLength={100} error={serverFields.title} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField id="rebroadcast-date" label={t('create.date')} type="date" value={start.date} onChange={(input) => setStart({ ...start, date: input.target.value })} error={error ?? serverFields.scheduled_start} />
            <TextField id="rebroadcast-time" label={t('create.time')} type="time" value={start.time} onChange={(input) => setStart({ ...start, time: input.target.value })} hint={t('create.zone', { zone })} />
          </div>
          {schedule.error && Object.keys(serverFields).length === 0 ? <FormAlert alert={{ message: describeError(tc, schedule.error), details: [] }} /> : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={schedule.isPending}>
              {t('cancel')}
            </Button>
            <Button type="submit" aria-busy={schedule.isPending || undefined}>
              {schedule.isPending && <Spinner />}
              {t('rebroadcast.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
