import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ClockIcon, PlusIcon, XIcon } from 'lucide-react';
import { updateQueue, type Queue, type QueueSlot } from '@cadence/contracts';
import { call, isApiError } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { cn } from '../../../lib/utils';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { TimeZoneField } from '../../profile/components/time-zone-field';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { QUEUES_KEY } from '../queries';
import { WEEK_DAYS, addSlots, dayName, removeSlot, sameSlots, sortSlots } from '../slots';

const WORK_DAYS = [1, 2, 3, 4, 5];

/** The account's weekly slots and their time zone, edited here and saved together. */
export function SlotsEditor({ queue }: { queue: Queue }) {
  const { t, i18n } = useTranslation('queues');
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [slots, setSlots] = useState<QueueSlot[]>(() => sortSlots(queue.slots));
  const [timeZone, setTimeZone] = useState(queue.timeZone);
  const [time, setTime] = useState('09:00');
  const [days, setDays] = useState<number[]>(WORK_DAYS);
  const [noDays, setNoDays] = useState(false);
  const dirty = timeZone !== queue.timeZone || !sameSlots(slots, queue.slots);

  const save = useMutation({
    mutationFn: () => call(updateQueue, { params: { id: queue.accountId }, body: { timeZone, slots } }),
    onSuccess: async (response) => {
      setSlots(sortSlots(response.data.slots));
      await queryClient.invalidateQueries({ queryKey: QUEUES_KEY });
      snackbar.show(t('slots.saved', { name: queue.accountName }), { tone: 'success' });
    },
  });
  const fieldErrors = isApiError(save.error) ? save.error.fieldErrors : {};

  const add = () => {
    if (days.length === 0) {
      setNoDays(true);
      return;
    }
    if (!/^\d{2}:\d{2}$/.test(time)) return;
    setSlots((current) => addSlots(current, time, days));
  };
  const toggleDay = (day: number) => {
    setNoDays(false);
    setDays((current) => (current.includes(day) ? current.filter((item) => item !== day) : [...current, day].sort()));
  };

  return (
    <form
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm"
      aria-labelledby="slots-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (dirty && !save.isPending) save.mutate();
      }}
    >
      <div className="grid gap-1">
        <h3 id="slots-title" className="flex items-center gap-2 font-semibold">
          <ClockIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          {t('slots.title')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('slots.hint')}</p>
      </div>
      <TimeZoneField value={timeZone} onChange={setTimeZone} error={fieldErrors.timeZone} hint={t('slots.zoneHint')} />

      <fieldset className="grid gap-3 rounded-lg border border-dashed p-3">
        <legend className="px-1 text-sm font-medium">{t('slots.add')}</legend>
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-2">
            <Label htmlFor="slot-time">{t('slots.time')}</Label>
            <Input id="slot-time" type="time" value={time} onChange={(event) => setTime(event.target.value)} className="w-32" data-testid="slot-time" />
          </div>
          <div className="grid gap-2">
            <span className="text-sm font-medium" id="slot-days">
              {t('slots.days')}
            </span>
            <div className="flex flex-wrap gap-1" role="group" aria-labelledby="slot-days">
              {WEEK_DAYS.map((day) => (
                <Button
                  key={day}
                  type="button"
                  size="sm"
                  variant={days.includes(day) ? 'default' : 'outline'}
                  aria-pressed={days.includes(day)}
                  aria-label={dayName(day, i18n.language, 'long')}
                  onClick={() => toggleDay(day)}
                  className="min-w-11"
                  data-testid={`slot-day-${day}`}
                >
                  {dayName(day, i18n.language)}
                </Button>
              ))}
            </div>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" size="sm" variant="ghost" onClick={() => (setNoDays(false), setDays(WORK_DAYS))}>
            {t('slots.weekdays')}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => (setNoDays(false), setDays([...WEEK_DAYS]))}>
            {t('slots.everyDay')}
          </Button>
          <Button type="button" size="sm" variant="secondary" className="ms-auto" onClick={add} data-testid="slot-add">
            <PlusIcon />
            {t('slots.add')}
          </Button>
        </div>
        {noDays && (
          <p role="alert" className="text-sm text-destructive">
            {t('slots.noDays')}
          </p>
        )}
      </fieldset>

      {slots.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">{t('slots.empty')}</p>
      ) : (
        <ul className="grid gap-2" data-testid="slot-week">
          {WEEK_DAYS.map((day) => {
            const ofDay = slots.filter((slot) => slot.day === day);
            return (
              <li key={day} className="grid grid-cols-[5.5rem_minmax(0,1fr)] items-center gap-2">
                <span className={cn('text-sm', ofDay.length === 0 && 'text-muted-foreground')}>{dayName(day, i18n.language, 'long')}</span>
                <span className="flex flex-wrap gap-1">
                  {ofDay.map((slot) => (
                    <span key={slot.time} className="inline-flex items-center gap-1 rounded-md border bg-muted/50 py-0.5 ps-2 pe-0.5 text-sm tabular-nums">
                      {slot.time}
                      <button
                        type="button"
                        onClick={() => setSlots((current) => removeSlot(current, slot))}
                        aria-label={t('slots.remove', { time: slot.time, day: dayName(day, i18n.language, 'long') })}
                        className="rounded p-0.5 text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
                      >
                        <XIcon className="size-3.5" aria-hidden="true" />
                      </button>
                    </span>
                  ))}
                  {ofDay.length === 0 && <span className="text-sm text-muted-foreground">—</span>}
                </span>
              </li>
            );
          })}
        </ul>
      )}

      {save.error && !fieldErrors.timeZone && (
        <p role="alert" className="text-sm text-destructive">
          {describeError(tc, save.error)}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {dirty && <span className="text-sm text-muted-foreground">{t('slots.unsaved')}</span>}
        <Button
          type="button"
          variant="ghost"
          className="ms-auto"
          disabled={!dirty || save.isPending}
          onClick={() => {
            setSlots(sortSlots(queue.slots));
            setTimeZone(queue.timeZone);
            save.reset();
          }}
        >
          {t('slots.reset')}
        </Button>
        <Button type="submit" disabled={!dirty || save.isPending} data-testid="slots-save">
          {save.isPending && <Spinner />}
          {save.isPending ? t('slots.saving') : t('slots.save')}
        </Button>
      </div>
    </form>
  );
}
