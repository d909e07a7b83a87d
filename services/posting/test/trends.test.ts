import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountType, Permission, TrendingHashtags } from '@cadence/contracts';
import { BaseEnv, loadConfig } from '@cadence/service-kit';
import { connectionsDeps, connectionsEnv, type ConnectionsDeps } from '../src/features/connections/connections.config';
import { insertAccount } from '../src/features/connections/connections.repository';
import { sealTokens } from '../src/features/connections/token-vault';
import { postTargets, posts } from '../src/features/posts/posts.tables';
import { refreshDueTrends } from '../src/features/trends/trends-refresher';
import type { TokenSet } from '../src/providers/provider';
import { postCount } from '../src/providers/twitter/twitter.provider';
import { startPosting, type PostingHarness } from './posts-harness';
import { startPinterestPeer, type PinterestPeer } from './peers/pinterest';
import { startTwitterPeer, type TwitterPeer } from './peers/twitter';

const READER: Permission[] = ['TrendingHashing'];
const DAY_MS = 24 * 3600_000;
let nextWorkspace = 8800;

let harness: PostingHarness;
let x: TwitterPeer;
let pinterest: PinterestPeer;
let deps: ConnectionsDeps;

beforeAll(async () => {
  [x, pinterest] = await Promise.all([startTwitterPeer(), startPinterestPeer()]);
  const p = pinterest.config();
  harness = await startPosting({
    X_CLIENT_ID: x.clientId,
    X_CLIENT_SECRET: x.clientSecret,
    X_API_BASE: x.url,
    X_AUTH_BASE: x.url,
    X_UPLOAD_BASE: x.url,
    PINTEREST_APP_ID: p.clientId ?? '',
    PINTEREST_APP_SECRET: p.clientSecret ?? '',
    PINTEREST_API_BASE: pinterest.url,
    PINTEREST_AUTH_BASE: pinterest.url,
  });
  deps = connectionsDeps({ db: harness.db, config: loadConfig({ ...BaseEnv, ...connectionsEnv }, harness.env), log: harness.test.platform.app.log });
});

afterAll(async () => {
  await harness?.close();
  await Promise.all([x?.close(), pinterest?.close()]);
});

function workspace(permissions: Permission[] = READER) {
  nextWorkspace += 1;
  const workspaceId = nextWorkspace;
  return { workspaceId, token: harness.token({ userId: workspaceId * 10, workspaceId, permissions }) };
}

let profile = 0;
async function connect(workspaceId: number, type: AccountType, tokens: TokenSet, name = `${type} account`): Promise<number> {
  profile += 1;
  const row = await insertAccount(harness.db, { workspaceId, type, externalId: `trend-${profile}`, name, connectedBy: 1, ...sealTokens(deps.secrets, tokens) });
  return row.id;
}

async function trends(token: string, query = '', method: 'GET' | 'POST' = 'GET') {
  const response = await harness.request(method, `/api/posts/trending-hashtags${method === 'POST' ? '/refresh' : ''}${query}`, { token });
  return { status: response.statusCode, body: response.json() as { data: TrendingHashtags; errors?: unknown } };
}

/** A post published on `accountId` `daysAgo` days ago. */
async function published(workspaceId: number, accountId: number, text: string, daysAgo: number): Promise<void> {
  const at = new Date(Date.now() - daysAgo * DAY_MS);
  const [post] = await harness.db.insert(posts).values({ workspaceId, authorId: 1, status: 'posted', text, scheduledAt: at }).returning({ id: posts.id });
  await harness.db.insert(postTargets).values({ postId: post?.id ?? 0, workspaceId, accountId, platform: 'twitter', accountName: 'X', status: 'posted', publishedAt: at });
}

describe('trending hashtags per network', () => {
  it("reads each network's list once, answers from the cache, and reads again on refresh", async () => {
    const { workspaceId, token } = workspace();
    await connect(workspaceId, 'twitter', x.grant(), 'Ada on X');
    await connect(workspaceId, 'pinterest', pinterest.grant(), 'Ada bakes');
    const before = { x: x.trendRequests.count, pinterest: pinterest.trendRequests.count };

    const first = await trends(token);
    expect(first.status).toBe(200);
    const xList = first.body.data.networks.find((item) => item.network === 'twitter');
    expect(xList).toMatchObject({ accountName: 'Ada on X', source: 'X trends for this account', error: null });
    expect(xList?.hashtags).toEqual([
      { tag: '#AI', name: '#AI', volume: 250_000 },
      { tag: '#BreakingNews', name: 'Breaking News', volume: 1_200_000 },
      { tag: '#SourdoughSunday', name: '#SourdoughSunday', volume: 950 },
    ]);
    expect(xList?.refreshedAt).not.toBeNull();
    const pinList = first.body.data.networks.find((item) => item.network === 'pinterest');
    expect(pinList?.hashtags.map((item) => item.tag)).toEqual(['#SourdoughStarter', '#WinterTablescape']);
    expect(x.trendRequests.count).toBe(before.x + 1);
    expect(pinterest.trendRequests.count).toBe(before.pinterest + 1);

    // From the cache: the networks are not asked again.
    const original = x.trends.splice(0, x.trends.length, { trend_name: '#Changed', post_count: '5 posts', category: 'News', trending_since: 'Trending now' });
    const cached = await trends(token);
    expect(cached.body.data.networks.find((item) => item.network === 'twitter')?.hashtags.map((item) => item.tag)).toEqual(['#AI', '#BreakingNews', '#SourdoughSunday']);
    expect(x.trendRequests.count).toBe(before.x + 1);

    const refreshed = await trends(token, '?network=twitter', 'POST');
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data.networks.map((item) => item.network)).toEqual(['twitter']);
    expect(refreshed.body.data.networks[0]?.hashtags).toEqual([{ tag: '#Changed', name: '#Changed', volume: 5 }]);
    expect(x.trendRequests.count).toBe(before.x + 2);
    expect(pinterest.trendRequests.count).toBe(before.pinterest + 1);
    x.trends.splice(0, x.trends.length, ...original);
  });

  it('says a network has no source when its adapter offers no trending list', async () => {
    const { workspaceId, token } = workspace();
    await connect(workspaceId, 'bluesky', { accessToken: 'bsky-access', refreshToken: 'bsky-refresh', extra: { pdsUrl: 'https://pds.example', did: 'did:plc:ada' } }, 'ada.bsky.social');
    const answer = await trends(token);
    expect(answer.status).toBe(200);
    expect(answer.body.data.networks).toEqual([{ network: 'bluesky', accountName: 'ada.bsky.social', source: null, hashtags: [], refreshedAt: null, error: null }]);
  });

  it("keeps the earlier list with the network's message when a read fails", async () => {
    const { workspaceId, token } = workspace();
    await connect(workspaceId, 'twitter', x.grant());
    expect((await trends(token)).body.data.networks[0]?.hashtags).toHaveLength(3);
    x.server.answerNext({ method: 'GET', path: /^\/2\/users\/personalized_trends$/ }, { status: 503, body: { title: 'Service Unavailable', detail: 'Trends are over capacity' } });
    const failed = await trends(token, '', 'POST');
    expect(failed.status).toBe(200);
    expect(failed.body.data.networks[0]?.error).toBe('Trends are over capacity');
    expect(failed.body.data.networks[0]?.hashtags.map((item) => item.tag)).toEqual(['#AI', '#BreakingNews', '#SourdoughSunday']);
  });

  it('refreshes an expired token once and reads the list with the new one', async () => {
    const { workspaceId, token } = workspace();
    const tokens = x.grant();
    await connect(workspaceId, 'twitter', tokens);
    x.expire(tokens.accessToken);
    const refreshes = x.counters.tokenRefreshes;
    const answer = await trends(token);
    expect(answer.body.data.networks[0]).toMatchObject({ error: null });
    expect(answer.body.data.networks[0]?.hashtags).toHaveLength(3);
    expect(x.counters.tokenRefreshes).toBe(refreshes + 1);
  });

  it('reads on schedule every list older than the interval, and only those', async () => {
    const { workspaceId, token } = workspace();
    await connect(workspaceId, 'twitter', x.grant());
    await trends(token);
    const trendsDeps = { connections: deps, maxAgeMs: 3_600_000 };
    const start = x.trendRequests.count;
    await refreshDueTrends(trendsDeps);
    expect(x.trendRequests.count).toBe(start);
    const later = { connections: { ...deps, now: () => new Date(Date.now() + 2 * 3_600_000) }, maxAgeMs: 3_600_000 };
    // Every workspace of this run with an X or Pinterest account is due two hours later; this one among them.
    await refreshDueTrends(later);
    expect(x.trendRequests.count).toBeGreaterThan(start);
    const afterRound = x.trendRequests.count;
    await refreshDueTrends(later);
    expect(x.trendRequests.count).toBe(afterRound);
  });

  it('reads a list once when the schedule and a reader ask for it at the same time', async () => {
    const { workspaceId, token } = workspace();
    await connect(workspaceId, 'twitter', x.grant());
    const trendsDeps = { connections: deps, maxAgeMs: 3_600_000 };
    const start = x.trendRequests.count;
    const [, answer] = await Promise.all([refreshDueTrends(trendsDeps), trends(token), refreshDueTrends(trendsDeps)]);
    expect(answer.body.data.networks[0]?.hashtags).toHaveLength(3);
    expect(x.trendRequests.count).toBe(start + 1);
  });
});

describe("X's post counts", () => {
  it('reads them as X writes them', () => {
    expect(postCount('42K posts')).toBe(42_000);
    expect(postCount('1.2M posts')).toBe(1_200_000);
    expect(postCount('950 posts')).toBe(950);
    expect(postCount('1,024 posts')).toBe(1024);
    expect(postCount('Trending now')).toBeUndefined();
    expect(postCount(undefined)).toBeUndefined();
  });
});

describe('hashtags rising in the workspace', () => {
  it("counts the workspace's own published posts, this week against the four before", async () => {
    const a = workspace();
    const b = workspace();
    const accountA = await connect(a.workspaceId, 'bluesky', { accessToken: 'a' });
    const accountB = await connect(b.workspaceId, 'bluesky', { accessToken: 'b' });
    await published(a.workspaceId, accountA, 'Fresh loaves #Sourdough #bakery', 1);
    await published(a.workspaceId, accountA, 'Crumb shot #sourdough', 2);
    await published(a.workspaceId, accountA, 'Open on Sunday #bakery', 10);
    await published(a.workspaceId, accountA, 'Holiday hours #bakery', 17);
    await published(a.workspaceId, accountA, 'Old news #Archive', 50);
    await published(b.workspaceId, accountB, 'Someone else #Secret #Secret #Sourdough', 1);

    const answer = await trends(a.token);
    expect(answer.body.data.rising).toEqual([
      { tag: '#Sourdough', thisWeek: 2, weeklyBefore: 0 },
      { tag: '#bakery', thisWeek: 1, weeklyBefore: 0.5 },
    ]);
    const other = await trends(b.token);
    expect(other.body.data.rising).toEqual([{ tag: '#Secret', thisWeek: 1, weeklyBefore: 0 }, { tag: '#Sourdough', thisWeek: 1, weeklyBefore: 0 }]);
  });
});

describe('who may read trending hashtags', () => {
  it('needs TrendingHashing and a workspace; a network that is not one is a 400', async () => {
    const { workspaceId } = workspace(['Composer']);
    await connect(workspaceId, 'twitter', x.grant());
    const denied = await trends(harness.token({ userId: 1, workspaceId, permissions: ['Composer'] }));
    expect(denied.status).toBe(403);
    const noWorkspace = await trends(harness.token({ userId: 1, workspaceId: null, permissions: READER, role: null }));
    expect(noWorkspace.status).toBe(403);
    const unknown = await trends(workspace().token, '?network=myspace');
    expect(unknown.status).toBe(400);
    const anonymous = await harness.request('GET', '/api/posts/trending-hashtags');
    expect(anonymous.statusCode).toBe(401);
  });

  it("shows only the caller's workspace's networks and lists", async () => {
    const a = workspace();
    const b = workspace();
    await connect(a.workspaceId, 'twitter', x.grant(), 'A on X');
    const answer = await trends(b.token);
    expect(answer.body.data.networks).toEqual([]);
    expect((await trends(a.token)).body.data.networks.map((item) => item.accountName)).toEqual(['A on X']);
  });
});
