import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon, DownloadIcon, FilmIcon, RadioIcon, RepeatIcon, RotateCwIcon, SquareIcon } from 'lucide-react';
import { endLive, goLive, LIVE_RECORDING_PATH, retryLiveDestination, saveLiveRecording, type LiveDestination, type LiveEvent, type LiveSourceInfo } from '@cadence/contracts';
import { call, isApiError } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { formatNumber } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusBadge } from '../../../components/status-badge';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form/form-alert';
import { EmptyState } from '../../../components/data-table/empty-state';
import { sessionAtom } from '../../session/session.atoms';
import { formatInZone, useUserTimeZone } from '../../posts/use-time-zone';
import { saveBlob } from '../../payments/report-file';
import { canRetry, DESTINATION_STATE_TONES, formatDuration, networkHealthTone } from '../live-checks';
import { LIVE_KEY, liveEventQuery, liveIngestQuery, liveStatusQuery } from '../queries';
import { HlsPreview } from './hls-preview';
import { IngestPanel } from './ingest-panel';
import { PreflightPanel } from './preflight-panel';
import { RebroadcastDialog } from './rebroadcast-dialog';
import { EVENT_STATUS_TONES } from './event-status';

/** An event's page: ingest, preview, pre-flight, go live and end, each destination's health while live, the recording after. */
export function LiveEventView({ id }: { id: number }) {
  const { t } = useTranslation('live');
  const { t: tc } = useTranslation();
  const event = useQuery(liveEventQuery(id));
  useDocumentTitle(event.data?.title ?? t('title'));
  if (event.isPending) return <EventSkeleton />;
  if (event.isError) {
    const missing = isApiError(event.error) && event.error.status === 404;
    return (
      <EmptyState
        role="alert"
        icon={<RadioIcon />}
        title={missing ? t('event.notFound') : t('loadFailed')}
        body={missing ? undefined : describeError(tc, event.error)}
        action={
          <>
            {!missing && <Button onClick={() => void event.refetch()}>{t('retry')}</Button>}
            <Button variant="outline" asChild>
              <Link to="/live_stream">{t('event.back')}</Link>
            </Button>
          </>
        }
      />
    );
  }
  return <EventBody event={event.data} />;
}

function EventSkeleton() {
  const { t } = useTranslation('live');
  return (
    <div className="grid gap-6" aria-busy="true" aria-label={t('loading')}>
      <Skeleton className="h-9 w-72" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="aspect-video" />
        <Skeleton className="h-64" />
      </div>
    </div>
  );
}

function EventBody({ event }: { event: LiveEvent }) {
  const { t, i18n } = useTranslation('live');
  const zone = useUserTimeZone();
  const queryClient = useQueryClient();
  const status = useQuery(liveStatusQuery(event.id, event.status));
  const ingest = useQuery(liveIngestQuery());
  const [ending, setEnding] = useState(false);
  const [rebroadcasting, setRebroadcasting] = useState(false);
  const current = status.data?.status ?? event.status;
  const destinations = status.data?.destinations ?? event.destinations;
  const source: LiveSourceInfo | null = status.data?.source ?? null;

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: LIVE_KEY });
  };
  const start = useMutation({ mutationFn: () => call(goLive, { params: { id: event.id } }), onSuccess: refresh });
  const end = useMutation({
    mutationFn: () => call(endLive, { params: { id: event.id } }),
    onSuccess: async () => {
      setEnding(false);
      await refresh();
    },
  });

  return (
    <div className="grid gap-6" data-testid="live-event" data-status={current}>
      <div className="grid gap-2">
        <Link to="/live_stream" className="inline-flex w-fit items-center gap-1 rounded-sm text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50">
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          {t('event.back')}
        </Link>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="grid gap-1">
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{event.title}</h1>
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <StatusBadge tone={EVENT_STATUS_TONES[current]}>
                <span data-testid="live-event-status">{t(`status.${current}`)}</span>
              </StatusBadge>
              <span>{t(`privacy.${event.privacy}`)}</span>
              {event.scheduled_start && <span>{t('event.scheduledFor', { when: formatInZone(event.scheduled_start, zone, i18n.language), zone })}</span>}
              {current === 'live' && status.data?.started_at && <LiveClock since={status.data.started_at} />}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {(current === 'draft' || current === 'ready') && (
              <Button onClick={() => start.mutate()} aria-busy={start.isPending || undefined} disabled={destinations.length === 0} data-testid="live-go">
                <RadioIcon aria-hidden="true" />
                {start.isPending ? t('event.starting') : t('event.goLive')}
              </Button>
            )}
            {current === 'live' && (
              <Button variant="destructive" onClick={() => setEnding(true)} data-testid="live-end">
                <SquareIcon aria-hidden="true" />
                {t('event.end')}
              </Button>
            )}
          </div>
        </div>
        {event.description && <p className="max-w-3xl text-sm whitespace-pre-line text-muted-foreground">{event.description}</p>}
        {start.error && !(ingest.data?.publishing && isApiError(start.error) && start.error.code === 'LIVE_NO_SOURCE') ? <StartError error={start.error} /> : null}
      </div>

      {current !== 'ended' && (
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <section aria-labelledby="preview-title" className="grid gap-3">
            <h2 id="preview-title" className="text-base font-semibold">
              {t('preview.title')}
            </h2>
            {ingest.data ? <HlsPreview path={ingest.data.preview_path} publishing={ingest.data.publishing} /> : <Skeleton className="aspect-video" />}
            {source?.publishing && <SourceLine source={source} />}
          </section>
          {ingest.data ? <IngestPanel ingest={ingest.data} /> : ingest.isError ? <FormAlert alert={{ message: t('ingest.failed'), details: [] }} /> : <Skeleton className="h-64" />}
        </div>
      )}

      {(current === 'draft' || current === 'ready') && <PreflightPanel eventId={event.id} destinations={destinations} source={source} />}

      <section aria-labelledby="destinations-title" className="grid gap-3">
        <h2 id="destinations-title" className="text-base font-semibold">
          {t('event.destinations')}
        </h2>
        {destinations.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('event.noDestinations')}</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {destinations.map((destination) => (
              <DestinationCard key={destination.id} destination={destination} eventId={event.id} live={current === 'live'} />
            ))}
          </ul>
        )}
        {status.isError && <p className="text-sm text-destructive" role="status">{t('event.statusFailed')}</p>}
      </section>

      {current === 'ended' && (
        <section aria-labelledby="recording-title" className="grid gap-3 rounded-xl border bg-card p-5" data-testid="live-recording">
          <h2 id="recording-title" className="text-base font-semibold">
            {t('recording.title')}
          </h2>
          {event.started_at && event.ended_at && <p className="text-sm text-muted-foreground">{t('recording.ran', { duration: formatDuration((Date.parse(event.ended_at) - Date.parse(event.started_at)) / 1000) })}</p>}
          {event.recording ? <RecordingLinks event={event} onRebroadcast={() => setRebroadcasting(true)} /> : <p className="text-sm text-muted-foreground">{event.record ? t('recording.processing') : t('recording.none')}</p>}
        </section>
      )}

      <ConfirmDialog
        open={ending}
        onOpenChange={setEnding}
        title={t('event.endTitle')}
        description={t('event.endBody')}
        confirmLabel={t('event.end')}
        pendingLabel={t('event.ending')}
        onConfirm={() => end.mutate()}
        pending={end.isPending}
        error={end.error}
      />
      {rebroadcasting && <RebroadcastDialog event={event} open={rebroadcasting} onOpenChange={setRebroadcasting} />}
    </div>
  );
}

function StartError({ error }: { error: unknown }) {
  const { t } = useTranslation('live');
  const { t: tc } = useTranslation();
  const message = isApiError(error) && error.code === 'LIVE_NO_SOURCE' ? t('event.noSource') : describeError(tc, error);
  return <FormAlert alert={{ message, details: [] }} />;
}

function LiveClock({ since }: { since: string }) {
  const { t } = useTranslation('live');
  return <span>{t('event.liveFor', { duration: formatDuration((Date.now() - Date.parse(since)) / 1000) })}</span>;
}

function SourceLine({ source }: { source: LiveSourceInfo }) {
  const { t, i18n } = useTranslation('live');
  const parts = [
    source.video ? `${source.video.width}×${source.video.height} ${source.video.codec} ${formatNumber(Math.round(source.video.fps), i18n.language)} fps` : null,
    source.audio ? `${source.audio.codec} ${formatNumber(source.audio.sample_rate / 1000, i18n.language)} kHz` : t('source.noAudio'),
    source.bitrate_kbps !== null ? `${formatNumber(Math.round(source.bitrate_kbps), i18n.language)} kbps` : null,
  ].filter((part): part is string => part !== null);
  return (
    <p className="text-sm text-muted-foreground" data-testid="live-source">
      {source.on_slate ? t('source.slate') : t('source.receiving', { details: parts.join(' · ') })}
    </p>
  );
}

function DestinationCard({ destination, eventId, live }: { destination: LiveDestination; eventId: number; live: boolean }) {
  const { t, i18n } = useTranslation('live');
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: () => call(retryLiveDestination, { params: { id: eventId, destinationId: destination.id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...LIVE_KEY, 'status', eventId] }),
  });
  const number = (value: number | null, digits = 0) => (value === null ? '—' : formatNumber(value, i18n.language, { maximumFractionDigits: digits }));
  const health = destination.network_health;
  return (
    <li className="grid gap-3 rounded-xl border bg-card p-4" data-testid="live-destination" data-kind={destination.kind} data-state={destination.state}>
      <div className="flex items-start justify-between gap-2">
        <div className="grid gap-0.5">
          <span className="font-medium">{destination.name}</span>
          <span className="text-xs text-muted-foreground">
            {t(`kinds.${destination.kind}`)}
            {destination.key_last4 && ` · ${t('destination.keyEnding', { last4: destination.key_last4 })}`}
          </span>
        </div>
        <StatusBadge tone={DESTINATION_STATE_TONES[destination.state]}>{t(`states.${destination.state}`)}</StatusBadge>
      </div>
      {destination.reason && (destination.state === 'retrying' || destination.state === 'failed') && (
        <p className="text-sm text-destructive" data-testid="destination-reason">
          {destination.reason}
        </p>
      )}
      {destination.state === 'retrying' && destination.next_retry_at && <p className="text-xs text-muted-foreground">{t('destination.nextRetry', { seconds: Math.max(0, Math.ceil((Date.parse(destination.next_retry_at) - Date.now()) / 1000)) })}</p>}
      {(live || destination.state !== 'idle') && (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{t('figures.bitrate')}</dt>
          <dd className="text-end tabular-nums" data-testid="destination-bitrate">{destination.bitrate_kbps === null ? '—' : `${number(destination.bitrate_kbps)} kbps`}</dd>
          <dt className="text-muted-foreground">{t('figures.fps')}</dt>
          <dd className="text-end tabular-nums" data-testid="destination-fps">{number(destination.fps, 1)}</dd>
          <dt className="text-muted-foreground">{t('figures.dropped')}</dt>
          <dd className="text-end tabular-nums">{number(destination.dropped_frames)}</dd>
          <dt className="text-muted-foreground">{t('figures.reconnects')}</dt>
          <dd className="text-end tabular-nums">{number(destination.reconnects)}</dd>
        </dl>
      )}
      {health && (
        <div className="grid gap-1 border-t pt-2 text-sm" data-testid="destination-network-health">
          <div className="flex items-center justify-between gap-2">
            <span className="text-muted-foreground">{t('figures.networkHealth', { network: t(`kinds.${destination.kind}`) })}</span>
            <StatusBadge tone={networkHealthTone(health.status)}>{health.status}</StatusBadge>
          </div>
          {health.issues.map((issue, index) => (
            <p key={`${issue.type}-${index}`} className="text-xs text-muted-foreground">
              {issue.severity}: {issue.description || issue.reason}
            </p>
          ))}
        </div>
      )}
      {live && canRetry(destination) && (
        <div className="grid gap-2">
          <Button size="sm" variant="outline" onClick={() => retry.mutate()} aria-busy={retry.isPending || undefined} data-testid="destination-retry">
            <RotateCwIcon aria-hidden="true" />
            {t('destination.retryNow')}
          </Button>
          {retry.error ? <p className="text-sm text-destructive">{describeError(tc, retry.error)}</p> : null}
        </div>
      )}
    </li>
  );
}

function RecordingLinks({ event, onRebroadcast }: { event: LiveEvent; onRebroadcast: () => void }) {
  const { t, i18n } = useTranslation('live');
  const { t: tc } = useTranslation();
  const token = useAtomValue(sessionAtom)?.accessToken ?? null;
  const [failed, setFailed] = useState(false);
  const queryClient = useQueryClient();
  const toLibrary = useMutation({
    mutationFn: () => call(saveLiveRecording, { params: { id: event.id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...LIVE_KEY, 'event', event.id] }),
  });
  const recording = event.recording;
  if (!recording) return null;
  const library = recording.library_state;
  const download = async () => {
    setFailed(false);
    try {
      const response = await fetch(recording.download_path || LIVE_RECORDING_PATH.replace(':id', String(event.id)), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
      if (!response.ok) throw new Error(String(response.status));
      saveBlob(await response.blob(), `live-${event.id}.mp4`);
    } catch {
      setFailed(true);
    }
  };
  return (
    <div className="grid gap-2">
      <p className="text-sm">
        {t('recording.size', { size: formatNumber(recording.size_bytes / 1_000_000, i18n.language, { maximumFractionDigits: 1 }) })}
        {recording.duration_seconds !== null && ` · ${formatDuration(recording.duration_seconds)}`}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void download()} data-testid="recording-download">
          <DownloadIcon aria-hidden="true" />
          {t('recording.download')}
        </Button>
        {recording.media_id !== null ? (
          <Button variant="outline" asChild>
            <Link to="/media_manager" search={{ kind: 'video', search: event.title }} data-testid="recording-media">
              <FilmIcon aria-hidden="true" />
              {t('recording.inLibrary')}
            </Link>
          </Button>
        ) : (
          library !== 'pending' && (
            <Button variant="outline" onClick={() => toLibrary.mutate()} disabled={toLibrary.isPending} data-testid="recording-to-library">
              <FilmIcon aria-hidden="true" />
              {library === 'failed' ? t('recording.retryLibrary') : t('recording.toLibrary')}
            </Button>
          )
        )}
        <Button variant="outline" onClick={onRebroadcast} data-testid="live-rebroadcast">
          <RepeatIcon aria-hidden="true" />
          {t('rebroadcast.open')}
        </Button>
      </div>
      <div aria-live="polite" data-testid="recording-library" data-state={library ?? 'none'}>
        {library === 'pending' && <p className="text-sm text-muted-foreground">{t('recording.libraryPending')}</p>}
        {library === 'saved' && <p className="text-sm text-muted-foreground">{t('recording.librarySaved')}</p>}
        {library === 'failed' && (
          <p className="text-sm text-destructive" role="alert">
            {t('recording.libraryFailed', { reason: recording.library_message ?? '' })}
          </p>
        )}
      </div>
      {toLibrary.error ? <p className="text-sm text-destructive" role="alert">{describeError(tc, toLibrary.error)}</p> : null}
      {failed && <p className="text-sm text-destructive" role="alert">{t('recording.downloadFailed')}</p>}
    </div>
  );
}
