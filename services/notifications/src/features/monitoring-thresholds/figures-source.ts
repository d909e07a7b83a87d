import {
  INTERNAL_TOKEN_HEADER,
  MONITORED_SERVICES,
  internalMonitoringPath,
  type ServiceMonitoring,
  type ThresholdMetric,
} from '@cadence/contracts';
import type { ServiceMonitor } from '@cadence/service-kit';

/** One service's monitoring answer; null when it cannot be read now. */
export type FiguresSource = (service: string) => Promise<ServiceMonitoring | null>;

export interface FiguresSourceOptions {
  /** The monitors of the services in this process (all of them in all-in-one mode). */
  monitors: () => readonly ServiceMonitor[];
  /** `name=url,...` (the gateway's SERVICE_URLS): where the other services answer in the distributed mode. */
  serviceUrls?: string | undefined;
  internalToken?: string | undefined;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export function parseServiceUrls(value: string | undefined): Map<string, string> {
  const urls = new Map<string, string>();
  for (const pair of (value ?? '').split(',')) {
    const at = pair.indexOf('=');
    if (at > 0) urls.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim().replace(/\/+$/, ''));
  }
  return urls;
}

/**
 * A service's figures: read in this process through its monitor when it runs here (the same
 * function its monitoring route answers with), otherwise from its own process's internal
 * monitoring route with INTERNAL_TOKEN (SERVICE_URLS names where it listens).
 */
export function createFiguresSource(options: FiguresSourceOptions): FiguresSource {
  const urls = parseServiceUrls(options.serviceUrls);
  const call = options.fetch ?? fetch;
  return async (service) => {
    const local = options.monitors().find((monitor) => monitor.service === service);
    if (local) return local.read();
    const area = MONITORED_SERVICES.find((entry) => entry.name === service)?.area;
    const base = urls.get(service);
    if (!area || !base || !options.internalToken) return null;
    const answer = await call(`${base}${internalMonitoringPath(area)}`, {
      headers: { [INTERNAL_TOKEN_HEADER]: options.internalToken },
      redirect: 'error',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!answer.ok) throw new Error(`${service} answered its monitoring figures with ${answer.status}`);
    return ((await answer.json()) as { data: ServiceMonitoring }).data;
  };
}

/** The figure a threshold of `metric` watches in a service's answer; null when the answer lacks it. */
export function figureOf(metric: ThresholdMetric, report: ServiceMonitoring): number | null {
  switch (metric) {
    case 'dead_letters':
      return report.deadLetters.reduce((sum, row) => sum + row.unresolved, 0);
    case 'relay_lag_seconds':
      return report.relay?.lagSeconds ?? 0;
    case 'consumer_lag':
      return report.events ? report.events.consumers.reduce((sum, row) => sum + row.lag, 0) : null;
    case 'broker_unreachable':
      return report.events ? (report.events.reachable ? 0 : 1) : null;
    case 'delivery_failures_last_hour':
      return report.delivery ? report.delivery.networks.reduce((sum, row) => sum + row.failedLastHour, 0) : null;
    case 'oldest_due_seconds':
      return report.delivery?.oldestDueSeconds ?? null;
  }
}
