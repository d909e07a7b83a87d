import { startPeerServer, type PeerAnswer, type PeerServer } from '../contract-kit/peer-server';

/**
 * A local Graph API for figures, as Meta documents it (v25.0):
 * - GET /?ids=a,b&fields=shares,reactions.summary(total_count).limit(0),comments.summary(total_count).limit(0)
 *   → { a: { id, reactions: { data: [], summary: { total_count } }, comments: {...}, shares?: { count } } }
 *   (`shares` left out of a post nobody shared);
 * - GET /{post-id}/insights?metric=post_media_view,... → { data: [{ name, period: 'lifetime', values: [{ value }] }] };
 * - GET /{page-id}/insights?metric=...&period=day&since&until → one value per day, `end_time` the next day 07:00 UTC;
 * - GET /{ig-media-id}/insights and /{ig-user-id}/insights (metric_type=total_value → total_value), /{ig-user-id}?fields=followers_count;
 * - a retired metric (impressions on Instagram since April 2025; post_impressions, page_impressions,
 *   page_fans on Pages since November 2025) is error 100 "(#100) The value must be a valid insights metric";
 * - without the insights permission, error 10; throttling, error 4 ("Application request limit reached").
 */
export interface MetaInsightsPeer {
  url: string;
  server: PeerServer;
  acceptToken(token: string): void;
  /** A post's (or media's) figures, by the network's metric names and `likes`, `comments`, `shares` counts. */
  setPost(id: string, figures: Record<string, number | Record<string, number>>): void;
  /** A Page's or Instagram user's figures for one UTC day, by metric name; `followers_count` is the current one. */
  setDay(objectId: string, day: string, figures: Record<string, number>): void;
  setFollowers(objectId: string, count: number): void;
  /** Insights calls answer "missing permission" (error 10) until called with false. */
  withoutPermission(on: boolean): void;
  /** Insights and fields reads made. */
  reads(): string[];
  close(): Promise<void>;
}

const RETIRED = new Set(['impressions', 'plays', 'post_impressions', 'page_impressions', 'page_fans']);

const graphError = (code: number, message: string, status = 400, subcode?: number): PeerAnswer => ({
  status,
  body: { error: { message, type: 'OAuthException', code, ...(subcode ? { error_subcode: subcode } : {}), fbtrace_id: 'AbCdEf' } },
});
const gone = (id: string) => graphError(100, `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`, 400, 33);

export async function startMetaInsightsPeer(): Promise<MetaInsightsPeer> {
  const tokens = new Set<string>();
  const postFigures = new Map<string, Record<string, number | Record<string, number>>>();
  const days = new Map<string, Map<string, Record<string, number>>>();
  const followers = new Map<string, number>();
  const reads: string[] = [];
  let permitted = true;

  const server = await startPeerServer((request) => {
    const token = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    if (!tokens.has(token)) return graphError(190, 'Invalid OAuth access token - Cannot parse access token');
    const path = request.url.pathname.replace(/^\/v\d+\.\d+/, '');
    const query = request.url.searchParams;
    reads.push(`${path}?${query.toString()}`);
    if (path === '/' && query.get('ids')) {
      const answer: Record<string, unknown> = {};
      for (const id of (query.get('ids') ?? '').split(',')) {
        const figures = postFigures.get(id);
        if (!figures) return graphError(100, `(#100) Some of the aliases you requested do not exist: ${id}`);
        const shares = figures.shares;
        answer[id] = {
          id,
          reactions: { data: [], summary: { total_count: figures.likes ?? 0 } },
          comments: { data: [], summary: { total_count: figures.comments ?? 0 } },
          ...(typeof shares === 'number' && shares > 0 ? { shares: { count: shares } } : {}),
        };
      }
      return { status: 200, body: answer };
    }
    const insights = /^\/([^/]+)\/insights$/.exec(path);
    if (insights?.[1]) {
      const id = insights[1];
      const metrics = (query.get('metric') ?? '').split(',').filter(Boolean);
      if (metrics.length === 0) return graphError(100, '(#100) The parameter metric is required');
      const retired = metrics.find((name) => RETIRED.has(name));
      if (retired) return graphError(100, '(#100) The value must be a valid insights metric');
      if (!permitted) return graphError(10, '(#10) Application does not have permission for this action');
      const figures = postFigures.get(id);
      if (figures) {
        const data = metrics.filter((name) => figures[name] !== undefined).map((name) => ({ name, period: 'lifetime', values: [{ value: figures[name] }], id: `${id}/insights/${name}/lifetime` }));
        return { status: 200, body: { data } };
      }
      const byDay = days.get(id);
      if (!byDay) return gone(id);
      const since = Number(query.get('since') ?? 0) * 1000;
      const until = Number(query.get('until') ?? 0) * 1000;
      const inRange = [...byDay].filter(([day]) => Date.parse(`${day}T00:00:00Z`) >= since && Date.parse(`${day}T00:00:00Z`) < until).sort(([a], [b]) => a.localeCompare(b));
      if (query.get('metric_type') === 'total_value') {
        const data = metrics.map((name) => ({ name, period: 'day', total_value: { value: inRange.reduce((sum, [, values]) => sum + (values[name] ?? 0), 0) } }));
        return { status: 200, body: { data } };
      }
      const data = metrics.map((name) => ({
        name,
        period: 'day',
        values: inRange.filter(([, values]) => values[name] !== undefined).map(([day, values]) => ({ value: values[name], end_time: new Date(Date.parse(`${day}T07:00:00Z`) + 86_400_000).toISOString().replace('.000Z', '+0000') })),
      }));
      return { status: 200, body: { data, paging: {} } };
    }
    const object = /^\/([^/]+)$/.exec(path);
    if (object?.[1] && query.get('fields') === 'followers_count') {
      const count = followers.get(object[1]);
      if (count === undefined) return gone(object[1]);
      return { status: 200, body: { id: object[1], followers_count: count } };
    }
    return graphError(2500, 'Unknown path components');
  });

  return {
    url: server.url,
    server,
    acceptToken: (token) => tokens.add(token),
    setPost: (id, figures) => postFigures.set(id, figures),
    setDay(objectId, day, figures) {
      const byDay = days.get(objectId) ?? new Map<string, Record<string, number>>();
      byDay.set(day, figures);
      days.set(objectId, byDay);
    },
    setFollowers: (objectId, count) => followers.set(objectId, count),
    withoutPermission: (on) => {
      permitted = !on;
    },
    reads: () => [...reads],
    close: () => server.close(),
  };
}
