import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GaugeIcon } from 'lucide-react';
import { checkLivePreflight, type LiveDestination, type LivePreflightIssue, type LivePreflightReport, type LiveSourceInfo } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { formatNumber } from '../../../lib/format';
import { Button } from '../../../components/ui/button';
import { StatusBadge } from '../../../components/status-badge';
import { FormAlert } from '../../../components/form/form-alert';
import { bandwidthNeeded, preflightFindings, worstLevel, type PreflightFinding } from '../live-checks';

const LEVEL_TONES = { ok: 'success', warning: 'warning', problem: 'destructive' } as const;
const ISSUE_LEVELS: Readonly<Record<LivePreflightIssue['level'], PreflightFinding['level']>> = { blocker: 'problem', warning: 'warning' };

/**
 * "Before you go live": each destination's settings against its network's rules, from what the
 * ingest reports now (at once), and the service's full check on demand (it measures the stream
 * for a few seconds: keyframe interval, real bitrates, and the upload the destinations need).
 */
export function PreflightPanel({ eventId, destinations, source }: { eventId: number; destinations: LiveDestination[]; source: LiveSourceInfo | null }) {
  const { t, i18n } = useTranslation('live');
  const { t: tc } = useTranslation();
  const check = useMutation({ mutationFn: async () => (await call(checkLivePreflight, { params: { id: eventId }, body: {} })).data });
  const report = check.data ?? null;
  const bandwidth = bandwidthNeeded(destinations, source?.bitrate_kbps ?? null);
  const mbps = (kbps: number) => formatNumber(kbps / 1000, i18n.language, { maximumFractionDigits: 1 });

  return (
    <section aria-labelledby="preflight-title" className="grid gap-3 rounded-xl border bg-card p-5" data-testid="live-preflight">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="preflight-title" className="text-base font-semibold">
          {t('preflight.title')}
        </h2>
        <Button variant="outline" size="sm" onClick={() => check.mutate()} aria-busy={check.isPending || undefined} data-testid="preflight-run">
          <GaugeIcon aria-hidden="true" />
          {check.isPending ? t('preflight.measuring') : t('preflight.measure')}
        </Button>
      </div>
      {report ? (
        <ReportSummary report={report} />
      ) : (
        <p className="text-sm text-muted-foreground">
          {bandwidth.ingestKbps === null || bandwidth.relayKbps === null ? t('preflight.bandwidthUnknown') : t('preflight.bandwidth', { ingest: mbps(bandwidth.ingestKbps), relay: mbps(bandwidth.relayKbps) })}
        </p>
      )}
      {check.error ? <FormAlert alert={{ message: describeError(tc, check.error), details: [] }} /> : null}
      <ul className="grid gap-3 md:grid-cols-2">
        {destinations.map((destination) => {
          const measured = report?.destinations.find((item) => item.id === destination.id);
          const findings: { key: string; level: PreflightFinding['level']; text: string }[] = measured
            ? measured.issues.map((issue, index) => ({ key: `${issue.code}-${index}`, level: ISSUE_LEVELS[issue.level], text: issue.message }))
            : preflightFindings(destination, source).map((finding) => ({ key: finding.code, level: finding.level, text: t(`preflight.${finding.code}`, finding.values) }));
          const level = worstLevel(findings.map((finding) => ({ level: finding.level, code: 'noSource', values: {} })));
          return (
            <li key={destination.id} className="grid content-start gap-2 rounded-lg border p-3" data-testid="preflight-destination" data-level={level}>
              <div className="flex items-center justify-between gap-2">
                <span className="font-medium">{destination.name}</span>
                <StatusBadge tone={LEVEL_TONES[level]}>{t(`preflight.level.${level}`)}</StatusBadge>
              </div>
              {measured?.send_kbps != null && <p className="text-xs text-muted-foreground">{t('preflight.sends', { kbps: formatNumber(Math.round(measured.send_kbps), i18n.language) })}</p>}
              {findings.length > 0 && (
                <ul className="grid gap-1 text-sm">
                  {findings.map((finding) => (
                    <li key={finding.key} className="flex gap-2">
                      <FindingDot level={finding.level} />
                      <span>{finding.text}</span>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function ReportSummary({ report }: { report: LivePreflightReport }) {
  const { t, i18n } = useTranslation('live');
  const number = (value: number | null) => (value === null ? '—' : formatNumber(Math.round(value), i18n.language));
  const source = report.source;
  return (
    <div className="grid gap-2 text-sm" data-testid="preflight-report">
      <p>
        <StatusBadge tone={report.ok ? 'success' : 'destructive'}>{report.ok ? t('preflight.allClear') : t('preflight.blocked')}</StatusBadge>
      </p>
      {source && (
        <p className="text-muted-foreground">
          {t('preflight.measured', {
            size: source.width !== null && source.height !== null ? `${source.width}×${source.height}` : '—',
            fps: number(source.fps),
            keyframe: source.keyframe_seconds === null ? '—' : formatNumber(source.keyframe_seconds, i18n.language, { maximumFractionDigits: 1 }),
            video: number(source.video_kbps),
            audio: number(source.audio_kbps),
          })}
        </p>
      )}
      <p className="text-muted-foreground">
        {report.bandwidth.upload_kbps === null ? t('preflight.uploadNeeded', { needed: number(report.bandwidth.needed_kbps) }) : t('preflight.upload', { needed: number(report.bandwidth.needed_kbps), upload: number(report.bandwidth.upload_kbps) })}
      </p>
      {report.bandwidth.issues.map((issue, index) => (
        <p key={`${issue.code}-${index}`} className="flex gap-2">
          <FindingDot level={ISSUE_LEVELS[issue.level]} />
          <span>{issue.message}</span>
        </p>
      ))}
    </div>
  );
}

function FindingDot({ level }: { level: PreflightFinding['level'] }) {
  const colour = level === 'ok' ? 'bg-success' : level === 'warning' ? 'bg-amber-500' : 'bg-destructive';
  return <span className={`mt-1.5 size-2 shrink-0 rounded-full ${colour}`} aria-hidden="true" />;
}
