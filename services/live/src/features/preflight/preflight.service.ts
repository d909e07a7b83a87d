import type { LivePreflightBody, LivePreflightIssue, LivePreflightReport } from '@cadence/contracts';
import { requireWorkspace, type Principal } from '@cadence/service-kit';
import { liveErrors } from '../events/events.errors';
import * as repository from '../events/events.repository';
import type { LiveDeps } from '../events/events.service';
import { preflight, type MeasuredStream, type PreflightIssue } from './preflight';
import { probeStream } from './probe';

export interface PreflightOptions {
  /** The relay's upload as the operator states it (LIVE_UPLOAD_KBPS). */
  uploadKbps: number | null;
  probeSeconds: number;
  ffprobePath: string;
}

const issueOut = (issue: PreflightIssue): LivePreflightIssue => ({ level: issue.level, code: issue.code, message: issue.message, params: issue.params });

const PROBE_FAILED: LivePreflightIssue = {
  level: 'warning',
  code: 'probe_failed',
  message: 'The incoming stream could not be measured (it may have just stopped). Check that your encoder is sending, then check again.',
  params: {},
};

/** Measures the workspace's incoming stream, if one is publishing; undefined when it publishes but could not be read. */
async function measure(deps: LiveDeps, options: PreflightOptions, workspaceId: number): Promise<MeasuredStream | null | undefined> {
  if (!deps.worker?.ingest.source(workspaceId)) return null;
  try {
    const { input } = await deps.worker.inputOf(workspaceId);
    return await probeStream(input, { seconds: options.probeSeconds, ffprobePath: options.ffprobePath });
  } catch {
    // ffprobe's message names the ingest URL and its key: never passed on.
    return undefined;
  }
}

/** The pre-flight report of one event of the caller's workspace: its destinations against their networks' rules and the upload they need. */
export async function checkEvent(deps: LiveDeps, options: PreflightOptions, principal: Principal, eventId: number, body: LivePreflightBody): Promise<LivePreflightReport> {
  const workspaceId = requireWorkspace(principal);
  const event = await repository.findEvent(deps.db, workspaceId, eventId);
  if (!event) throw liveErrors.EVENT_NOT_FOUND();
  const rows = await repository.destinationsOf(deps.db, [event.id]);
  const measured = await measure(deps, options, workspaceId);
  const report = preflight({
    destinations: rows.map((row) => ({ id: row.id, kind: row.kind, name: row.name, serverUrl: row.serverUrl, encoding: row.encoding })),
    source: measured ?? null,
    uploadKbps: body.upload_kbps ?? options.uploadKbps,
  });
  return {
    ok: report.ok,
    source: measured
      ? {
          video_codec: measured.videoCodec,
          audio_codec: measured.audioCodec,
          width: measured.width,
          height: measured.height,
          fps: measured.fps,
          keyframe_seconds: measured.keyframeSeconds,
          video_kbps: measured.videoKbps,
          audio_kbps: measured.audioKbps,
        }
      : null,
    destinations: report.destinations.map((item, index) => ({
      id: rows[index]?.id ?? 0,
      kind: item.kind,
      name: item.name,
      send_kbps: item.sendKbps,
      issues: item.issues.map((issue) => (measured === undefined && issue.code === 'no_source' ? PROBE_FAILED : issueOut(issue))),
      suggested_encoding: item.suggestedEncoding,
    })),
    bandwidth: { needed_kbps: report.bandwidth.neededKbps, upload_kbps: report.bandwidth.uploadKbps, issues: report.bandwidth.issues.map(issueOut) },
  };
}
