import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PlusIcon, RadioIcon } from 'lucide-react';
import type { LiveDestinationKind, LiveEvent, LiveHistoryItem } from '@cadence/contracts';
import { describeError } from '../../../lib/errors';
import { formatNumber } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { EmptyState } from '../../../components/data-table/empty-state';
import { formatInZone, useUserTimeZone } from '../../posts/use-time-zone';
import { formatDuration, HEALTH_TONES, splitEvents } from '../live-checks';
import { liveEventsQuery, liveHistoryQuery } from '../queries';
import { EVENT_STATUS_TONES } from './event-status';
import { NewEventDialog } from './new-event-dialog';
import { ManualDestinationSetup } from './manual-setup';

/**
 * /live_stream (every event) and the network pages (the events with a destination of that
 * network): live now, coming, and past streams with their duration and health.
 */
export function LiveEventsPage({ network }: { network: LiveDestinationKind | null }) {
  const { t } = useTranslation('live');
  const { t: tc } = useTranslation();
  const title = network ? t('network.title', { network: t(`kinds.${network}`) }) : t('title');
  useDocumentTitle(title);
  const [creating, setCreating] = useState(false);
  const events = useQuery(liveEventsQuery());
  const history = useQuery(liveHistoryQuery());
  const newButton = (
    <Button onClick={() => setCreating(true)} data-testid="live-new">
      <PlusIcon aria-hidden="true" />
      {t('new')}
    </Button>
  );

  let body;
  if (events.isPending || history.isPending) {
    body = (
      <div className="grid gap-3" aria-busy="true" aria-label={t('loading')} data-testid="live-loading">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  } else if (events.isError || history.isError) {
    body = (
      <EmptyState
        role="alert"
        icon={<RadioIcon />}
        title={t('loadFailed')}
        body={describeError(tc, events.error ?? history.error)}
        action={
          <Button
            onClick={() => {
              void events.refetch();
              void history.refetch();
            }}
          >
            {t('retry')}
          </Button>
        }
      />
    );
  } else {
    const { upcoming, live, endedIds } = splitEvents(events.data, network);
    const past = network === null ? history.data : history.data.filter((item) => endedIds.has(item.id));
    body =
      upcoming.length + live.length + past.length === 0 ? (
        <EmptyState icon={<RadioIcon />} title={t('emptyTitle')} body={network ? t('network.emptyBody', { network: t(`kinds.${network}`) }) : t('emptyBody')} action={newButton} />
      ) : (
        <div className="grid gap-8">
          {live.length > 0 && <EventSection id="live-now" title={t('sections.live')} events={live} />}
          <EventSection id="upcoming" title={t('sections.upcoming')} events={upcoming} empty={t('sections.noUpcoming')} />
          <PastSection items={past} />
        </div>
      );
  }

  return (
    <div className="grid gap-6">
      <PageHeader eyebrow={t('eyebrow')} title={title} description={network ? t(`network.description.${network}`) : t('description')} actions={newButton} />
      {network === 'instagram' || network === 'tiktok' ? <ManualDestinationSetup kind={network} events={events.data ?? []} /> : null}
      {body}
      {creating && <NewEventDialog open={creating} onOpenChange={setCreating} network={network} />}
    </div>
  );
}

function EventSection({ id, title, events, empty }: { id: string; title: string; events: LiveEvent[]; empty?: string }) {
  const { t, i18n } = useTranslation('live');
  const zone = useUserTimeZone();
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      {events.length === 0 && empty ? <p className="text-sm text-muted-foreground">{empty}</p> : null}
      <ul className="grid gap-2">
        {events.map((event) => (
          <li key={event.id}>
            <Link
              to="/live_stream"
              search={{ event: event.id }}
              className="grid gap-1 rounded-lg border bg-card p-4 outline-none transition-colors hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
              data-testid="live-event-row"
            >
              <span className="grid gap-0.5">
                <span className="font-medium">{event.title}</span>
                <span className="text-sm text-muted-foreground">
                  {event.scheduled_start ? formatInZone(event.scheduled_start, zone, i18n.language) : t('event.noStart')}
                  {' · '}
                  {event.destinations.map((destination) => t(`kinds.${destination.kind}`)).join(', ') || t('event.noDestinations')}
                </span>
              </span>
              <StatusBadge tone={EVENT_STATUS_TONES[event.status]}>{t(`status.${event.status}`)}</StatusBadge>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PastSection({ items }: { items: LiveHistoryItem[] }) {
  const { t, i18n } = useTranslation('live');
  const zone = useUserTimeZone();
  return (
    <section aria-labelledby="past-title" className="grid gap-3">
      <h2 id="past-title" className="text-lg font-semibold">
        {t('sections.past')}
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('sections.noPast')}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-sm">
            <thead className="bg-muted/50 text-start text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 text-start font-medium">{t('past.title')}</th>
                <th scope="col" className="px-3 py-2 text-start font-medium">{t('past.started')}</th>
                <th scope="col" className="px-3 py-2 text-end font-medium">{t('past.duration')}</th>
                <th scope="col" className="px-3 py-2 text-start font-medium">{t('past.health')}</th>
                <th scope="col" className="px-3 py-2 text-end font-medium">{t('figures.reconnects')}</th>
                <th scope="col" className="px-3 py-2 text-end font-medium">{t('figures.dropped')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id} className="border-t" data-testid="live-history-row">
                  <td className="px-3 py-2">
                    <Link to="/live_stream" search={{ event: item.id }} className="font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50">
                      {item.title}
                    </Link>
                    {item.recording && <span className="ms-2 text-xs text-muted-foreground">{t('past.recorded')}</span>}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatInZone(item.started_at, zone, i18n.language)}</td>
                  <td className="px-3 py-2 text-end tabular-nums">{formatDuration(item.duration_seconds)}</td>
                  <td className="px-3 py-2">
                    <StatusBadge tone={HEALTH_TONES[item.health]}>{t(`health.${item.health}`)}</StatusBadge>
                  </td>
                  <td className="px-3 py-2 text-end tabular-nums">{formatNumber(item.reconnects, i18n.language)}</td>
                  <td className="px-3 py-2 text-end tabular-nums">{formatNumber(item.dropped_frames, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
