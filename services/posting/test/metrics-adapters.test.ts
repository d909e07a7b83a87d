import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blueskyProvider } from '../src/providers/bluesky/bluesky.provider';
import { instagramProvider } from '../src/providers/instagram/instagram.provider';
import { twitterProvider } from '../src/providers/twitter/twitter.provider';
import { tiktokProvider } from '../src/providers/tiktok/tiktok.provider';
import { pinterestProvider } from '../src/providers/pinterest/pinterest.provider';
import { linkedinPageProvider, linkedinProvider } from '../src/providers/linkedin/linkedin.provider';
import { youtubeProvider } from '../src/providers/youtube/youtube.provider';
import { wordpressOrgProvider, wordpressProvider } from '../src/providers/wordpress/wordpress.provider';
import type { AccountAccess, MetricsCapability, ProviderConfig } from '../src/providers/provider';
import { createTestDatabase, type TestDatabase } from '@cadence/db/testing';
import { startBlueskyPds, type BlueskyPds } from './peers/bluesky';
import { startMetaInsightsPeer, type MetaInsightsPeer } from './peers/meta-insights';
import { startTwitterPeer, type TwitterPeer } from './peers/twitter';
import { startTiktokPeer, type TiktokPeer } from './peers/tiktok';
import { startPinterestPeer, type PinterestPeer } from './peers/pinterest';
import { startLinkedinPeer, type LinkedinPeer } from './peers/linkedin';
import { startYoutubePeer, type YoutubePeer } from './peers/youtube';
import { startWordPress, type WordPressSite } from './peers/wordpress';
import { startWordpressComPeer, type WordpressComPeer } from './peers/wordpress-com';

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

function readDays(metrics: MetricsCapability, account: AccountAccess, days: string[]) {
  if (!metrics.accountMetrics) throw new Error('the adapter reads no account figures');
  return metrics.accountMetrics(account, days);
}

function capabilityOf(metrics: MetricsCapability | undefined): MetricsCapability {
  if (!metrics) throw new Error('the adapter has no metrics capability');
  return metrics;
}

describe('Bluesky figures against the reference PDS', () => {
  let pds: BlueskyPds;
  let account: AccountAccess;
  let metrics: MetricsCapability;
  let uri: string;

  beforeAll(async () => {
    pds = await startBlueskyPds();
    const provider = blueskyProvider({ apiBaseUrl: 'https://bsky.social', fetch: globalThis.fetch, pollIntervalMs: 5, now: () => new Date() });
    if (provider.connect.method !== 'app-password') throw new Error('Bluesky connects with an app password');
    const { tokens } = await provider.connect.connect({ identifier: pds.handle, password: pds.appPassword, service: pds.url });
    account = { accountId: 1, externalId: pds.did, tokens, details: {} };
    metrics = capabilityOf(provider.metrics);
    ({ uri } = await pds.agent.post({ text: 'Figures, please' }));
  }, 60_000);

  afterAll(async () => {
    await pds?.stop();
  });

  it('without an AppView the PDS cannot count likes, reposts, replies or followers: each is unavailable with a message naming the server and how to point it at one, none is 0', async () => {
    const posts = await metrics.postMetrics(account, [{ externalId: uri, publishedAt: new Date() }]);
    const reading = posts.get(uri);
    expect(reading?.metrics).toEqual({});
    expect(reading?.unavailable.map((entry) => entry.metric).sort()).toEqual(['comments', 'likes', 'saves', 'shares']);
    const message = `${new URL(pds.url).host} has no AppView to count likes, reposts, replies and followers (it answered "Upstream service unreachable"). Point the server at one (the PDS's PDS_BSKY_APP_VIEW_URL and PDS_BSKY_APP_VIEW_DID), or connect the account through a server that has one.`;
    expect(reading?.unavailable[0]?.message).toBe(message);
    const days = await readDays(metrics, account, [today()]);
    expect(days.get(today())).toEqual({ metrics: {}, unavailable: [{ metric: 'followers', message }] });
  });

});

describe('Bluesky figures through the PDS from its AppView', () => {
  let database: TestDatabase;
  let pds: BlueskyPds;
  let account: AccountAccess;
  let metrics: MetricsCapability;
  let post: { uri: string; cid: string };

  beforeAll(async () => {
    database = await createTestDatabase('bluesky_appview');
    pds = await startBlueskyPds({ appView: { databaseUrl: database.url, schema: 'appview' } });
    const provider = blueskyProvider({ apiBaseUrl: 'https://bsky.social', fetch: globalThis.fetch, pollIntervalMs: 5, now: () => new Date() });
    if (provider.connect.method !== 'app-password') throw new Error('Bluesky connects with an app password');
    const { tokens } = await provider.connect.connect({ identifier: pds.handle, password: pds.appPassword, service: pds.url });
    account = { accountId: 1, externalId: pds.did, tokens, details: {} };
    metrics = capabilityOf(provider.metrics);
    post = await pds.agent.post({ text: 'Figures, please' });
    // Another account likes, reposts, quotes and answers the post, and follows its author.
    const bob = pds.friend.agent;
    await bob.like(post.uri, post.cid);
    await bob.repost(post.uri, post.cid);
    await bob.post({ text: 'Quoting this', embed: { $type: 'app.bsky.embed.record', record: post } });
    await bob.post({ text: 'A reply', reply: { root: post, parent: post } });
    await bob.follow(pds.did);
    await pds.indexed();
  }, 60_000);

  afterAll(async () => {
    await pds?.stop();
    await database?.drop();
  });

  it('reads the counts app.bsky.feed.getPosts gives through the PDS: likes, replies as comments, reposts and quotes as shares, bookmarks as saves', async () => {
    const reading = (await metrics.postMetrics(account, [{ externalId: post.uri, publishedAt: new Date() }])).get(post.uri);
    // The AppView counts bookmarks too (private to whoever made them): none here.
    expect(reading).toEqual({ metrics: { likes: 1, comments: 1, shares: 2, saves: 0 }, unavailable: [] });
  });

  it("reads today's followers from app.bsky.actor.getProfile", async () => {
    const days = await readDays(metrics, account, [today()]);
    expect(days.get(today())).toEqual({ metrics: { followers: 1 }, unavailable: [] });
  });
});

describe('X figures', () => {
  let x: TwitterPeer;
  let metrics: MetricsCapability;
  let account: AccountAccess;

  beforeAll(async () => {
    x = await startTwitterPeer();
    metrics = capabilityOf(twitterProvider(x.config()).metrics);
    account = { accountId: 2, externalId: '42', tokens: x.grant('42'), details: {} };
  });
  afterAll(async () => x?.close());

  it('reads public and non-public metrics; link clicks of a post older than 30 days are unavailable with X\'s message; a deleted post is absent', async () => {
    x.tweets.set('1001', { id: '1001', authorId: '42', text: 'new', mediaIds: [], createdAt: new Date(), metrics: { public: { like_count: 4, reply_count: 1, retweet_count: 2, quote_count: 1, bookmark_count: 3, impression_count: 250 }, nonPublic: { url_link_clicks: 9 } } });
    x.tweets.set('1002', { id: '1002', authorId: '42', text: 'old', mediaIds: [], createdAt: new Date(Date.now() - 40 * 86_400_000), metrics: { public: { like_count: 1 } } });
    const read = await metrics.postMetrics(account, ['1001', '1002', '1003'].map((externalId) => ({ externalId, publishedAt: new Date() })));
    expect(read.get('1001')).toEqual({ metrics: { impressions_or_views: 250, likes: 4, comments: 1, shares: 3, saves: 3, link_clicks: 9 }, unavailable: [] });
    expect(read.get('1002')?.metrics).toEqual({ impressions_or_views: 0, likes: 1, comments: 0, shares: 0, saves: 0 });
    expect(read.get('1002')?.unavailable).toEqual([{ metric: 'link_clicks', message: "Sorry, you are not authorized to access 'non_public_metrics' on the Tweet with ids: 1002." }]);
    expect(read.has('1003')).toBe(false);
  });

  it('gives followers for today only; a back-filled day names why it is missing', async () => {
    x.followers.set('42', 1234);
    const days = await readDays(metrics, account, [daysAgo(5), today()]);
    expect(days.get(today())).toEqual({ metrics: { followers: 1234 }, unavailable: [] });
    expect(days.get(daysAgo(5))?.metrics).toEqual({});
    expect(days.get(daysAgo(5))?.unavailable[0]?.metric).toBe('followers');
  });
});

describe('Instagram figures', () => {
  let meta: MetaInsightsPeer;
  let metrics: MetricsCapability;
  const account: AccountAccess = { accountId: 3, externalId: '17841400000000001', tokens: { accessToken: 'ig-page-token' }, details: {} };

  beforeAll(async () => {
    meta = await startMetaInsightsPeer();
    meta.acceptToken('ig-page-token');
    const config: ProviderConfig = { apiBaseUrl: meta.url, fetch: globalThis.fetch, pollIntervalMs: 5, now: () => new Date() };
    metrics = capabilityOf(instagramProvider(config).metrics);
  });
  afterAll(async () => meta?.close());

  it('asks for views, never the retired impressions, and maps saved and total_interactions', async () => {
    meta.setPost('18000000000000001', { views: 900, reach: 640, likes: 51, comments: 4, shares: 6, saved: 12, total_interactions: 73 });
    const reading = (await metrics.postMetrics(account, [{ externalId: '18000000000000001', publishedAt: new Date() }])).get('18000000000000001');
    expect(reading).toEqual({ metrics: { impressions_or_views: 900, reach: 640, likes: 51, comments: 4, shares: 6, saves: 12, engagements: 73 }, unavailable: [] });
    expect(meta.reads().some((read) => /metric=[^&]*\bimpressions\b/.test(decodeURIComponent(read)))).toBe(false);
    const deleted = await metrics.postMetrics(account, [{ externalId: '18000000000000404', publishedAt: new Date() }]);
    expect(deleted.has('18000000000000404')).toBe(false);
  });

  it('reads a day of the account (reach, views, profile views) and today\'s followers; without the insights permission they are unavailable with Meta\'s message', async () => {
    meta.setDay(account.externalId, today(), { reach: 300, views: 1200, profile_views: 25 });
    meta.setFollowers(account.externalId, 4100);
    const day = (await readDays(metrics, account, [today()])).get(today());
    expect(day).toEqual({ metrics: { impressions_or_views: 1200, reach: 300, profile_views: 25, followers: 4100 }, unavailable: [] });
    meta.withoutPermission(true);
    const refused = (await metrics.postMetrics(account, [{ externalId: '18000000000000001', publishedAt: new Date() }])).get('18000000000000001');
    meta.withoutPermission(false);
    expect(refused?.metrics).toEqual({});
    expect(refused?.unavailable.every((entry) => entry.message === '(#10) Application does not have permission for this action')).toBe(true);
    expect(refused?.unavailable.map((entry) => entry.metric)).toContain('impressions_or_views');
  });
});

describe('WordPress figures against a real self-hosted site', () => {
  let wp: WordPressSite;
  let metrics: MetricsCapability;
  let account: AccountAccess;
  let auth: Record<string, string>;

  beforeAll(async () => {
    wp = await startWordPress();
    const provider = wordpressOrgProvider({ apiBaseUrl: 'https://wordpress.org', fetch: globalThis.fetch, pollIntervalMs: 5, now: () => new Date() });
    if (provider.connect.method !== 'app-password') throw new Error('WordPress connects with an application password');
    const { tokens, profile } = await provider.connect.connect({ siteUrl: wp.url, username: wp.username, appPassword: wp.appPassword });
    account = { accountId: 4, externalId: profile.externalId, tokens, details: {} };
    metrics = capabilityOf(provider.metrics);
    auth = { authorization: `Basic ${Buffer.from(`${wp.username}:${wp.appPassword}`).toString('base64')}`, 'content-type': 'application/json' };
  }, 120_000);
  afterAll(async () => wp?.stop());

  it("counts a post's approved comments, leaves views absent (WordPress counts none) and a deleted post out", async () => {
    const created = (await (await fetch(`${wp.url}/wp-json/wp/v2/posts`, { method: 'POST', headers: auth, body: JSON.stringify({ title: 'Figures', content: 'Body', status: 'publish' }) })).json()) as { id: number };
    await wp.php(`wp_insert_comment(['comment_post_ID' => ${created.id}, 'comment_content' => 'Nice', 'comment_approved' => 1]); wp_insert_comment(['comment_post_ID' => ${created.id}, 'comment_content' => 'Thanks', 'comment_approved' => 1]); wp_insert_comment(['comment_post_ID' => ${created.id}, 'comment_content' => 'Spam', 'comment_approved' => 0]);`);
    const gone = (await (await fetch(`${wp.url}/wp-json/wp/v2/posts`, { method: 'POST', headers: auth, body: JSON.stringify({ title: 'Gone', content: 'Body', status: 'publish' }) })).json()) as { id: number };
    await fetch(`${wp.url}/wp-json/wp/v2/posts/${gone.id}?force=true`, { method: 'DELETE', headers: auth });
    const read = await metrics.postMetrics(account, [String(created.id), String(gone.id)].map((externalId) => ({ externalId, publishedAt: new Date() })));
    expect(read.get(String(created.id))).toEqual({ metrics: { comments: 2 }, unavailable: [] });
    expect(read.has(String(gone.id))).toBe(false);
    expect(metrics.accountMetrics).toBeUndefined();
  });
});

describe('WordPress.com figures', () => {
  let peer: WordpressComPeer;
  let metrics: MetricsCapability;
  let account: AccountAccess;

  beforeAll(async () => {
    peer = await startWordpressComPeer();
    metrics = capabilityOf(wordpressProvider(peer.config()).metrics);
    account = { accountId: 5, externalId: peer.siteId, tokens: peer.grant(), details: {} };
  });
  afterAll(async () => peer?.close());

  it("reads comments and the post's views, and each day's views and visitors; stats switched off make views unavailable with the site's message", async () => {
    peer.posts.set(501, { id: 501, title: 'T', content: '', slug: 't', status: 'publish', categories: [], tags: [], featured_media: 0 });
    peer.comments.set(501, 4);
    peer.stats.posts.set(501, 321);
    peer.stats.days.set(daysAgo(1), { views: 80, visitors: 31 });
    const post = (await metrics.postMetrics(account, [{ externalId: '501', publishedAt: new Date() }])).get('501');
    expect(post).toEqual({ metrics: { comments: 4, impressions_or_views: 321 }, unavailable: [] });
    const days = await readDays(metrics, account, [daysAgo(2), daysAgo(1)]);
    expect(days.get(daysAgo(1))).toEqual({ metrics: { impressions_or_views: 80, reach: 31 }, unavailable: [] });
    expect(days.get(daysAgo(2))).toEqual({ metrics: { impressions_or_views: 0, reach: 0 }, unavailable: [] });
    peer.stats.disabled = true;
    const refused = (await metrics.postMetrics(account, [{ externalId: '501', publishedAt: new Date() }])).get('501');
    peer.stats.disabled = false;
    expect(refused).toEqual({ metrics: { comments: 4 }, unavailable: [{ metric: 'impressions_or_views', message: 'user cannot view stats' }] });
  });
});

describe('YouTube figures', () => {
  let yt: YoutubePeer;
  let metrics: MetricsCapability;
  let account: AccountAccess;

  beforeAll(async () => {
    yt = await startYoutubePeer();
    metrics = capabilityOf(youtubeProvider(yt.config()).metrics);
    account = { accountId: 6, externalId: yt.channelId, tokens: yt.grant(), details: {} };
  });
  afterAll(async () => yt?.close());

  it('reads views, likes and comments of up to 50 videos for one quota unit; subscribers today, unavailable when the channel hides them', async () => {
    yt.videos.set('vid00000001', { id: 'vid00000001', channelId: yt.channelId, title: 'T', description: '', privacyStatus: 'public', madeForKids: false, bytes: 1, publishedAt: Date.now(), statistics: { viewCount: 1500, likeCount: 90, commentCount: 12 } });
    const before = yt.quota.used;
    const read = await metrics.postMetrics(account, ['vid00000001', 'vidGone0000'].map((externalId) => ({ externalId, publishedAt: new Date() })));
    expect(read.get('vid00000001')).toEqual({ metrics: { impressions_or_views: 1500, video_views: 1500, likes: 90, comments: 12 }, unavailable: [] });
    expect(read.has('vidGone0000')).toBe(false);
    expect(yt.quota.used - before).toBe(1);
    yt.channelStatistics.subscriberCount = 2300;
    expect((await readDays(metrics, account, [today()])).get(today())).toEqual({ metrics: { followers: 2300 }, unavailable: [] });
    yt.channelStatistics.hidden = true;
    expect((await readDays(metrics, account, [today()])).get(today())).toEqual({ metrics: {}, unavailable: [{ metric: 'followers', message: 'The channel hides its subscriber count' }] });
  });
});

describe('TikTok figures', () => {
  let tt: TiktokPeer;
  let metrics: MetricsCapability;
  let account: AccountAccess;

  beforeAll(async () => {
    tt = await startTiktokPeer();
    metrics = capabilityOf(tiktokProvider(tt.config()).metrics);
    account = { accountId: 7, externalId: tt.openId, tokens: tt.grant(), details: {} };
  });
  afterAll(async () => tt?.close());

  it("reads view, like, comment and share counts; followers without the user.info.stats scope are unavailable with TikTok's message", async () => {
    tt.posts.set('7300000000000000001', { id: '7300000000000000001', publishId: 'p', openId: tt.openId, kind: 'video', title: 'T', privacyLevel: 'PUBLIC_TO_EVERYONE', bytes: 1, photoCount: 0, createdAt: Date.now(), postInfo: {}, stats: { view_count: 4200, like_count: 310, comment_count: 22, share_count: 15 } });
    const read = await metrics.postMetrics(account, [{ externalId: '7300000000000000001', publishedAt: new Date() }]);
    expect(read.get('7300000000000000001')).toEqual({ metrics: { impressions_or_views: 4200, video_views: 4200, likes: 310, comments: 22, shares: 15 }, unavailable: [] });
    expect((await readDays(metrics, account, [today()])).get(today())).toEqual({
      metrics: {},
      unavailable: [{ metric: 'followers', message: 'The user did not authorize the scope required for completing this request.' }],
    });
    tt.statsScope.granted = true;
    tt.statsScope.followers = 880;
    expect((await readDays(metrics, account, [today()])).get(today())).toEqual({ metrics: { followers: 880 }, unavailable: [] });
  });
});

describe('Pinterest figures', () => {
  let pin: PinterestPeer;
  let metrics: MetricsCapability;
  let account: AccountAccess;

  beforeAll(async () => {
    pin = await startPinterestPeer();
    metrics = capabilityOf(pinterestProvider(pin.config()).metrics);
    account = { accountId: 8, externalId: pin.userId, tokens: pin.grant(), details: {} };
  });
  afterAll(async () => pin?.close());

  it('reads pin analytics within the 90 days Pinterest keeps, and each day of the account with followers today', async () => {
    pin.pins.set('8100000000000001', { id: '8100000000000001', boardId: pin.boardId, mediaType: 'image', imageCount: 1, createdAt: Date.now(), analytics: { IMPRESSION: 5000, SAVE: 44, PIN_CLICK: 120, OUTBOUND_CLICK: 37 } });
    const read = await metrics.postMetrics(account, ['8100000000000001', '8100000000000999'].map((externalId) => ({ externalId, publishedAt: new Date() })));
    expect(read.get('8100000000000001')).toEqual({ metrics: { impressions_or_views: 5000, saves: 44, engagements: 120, link_clicks: 37, comments: 0, likes: 0 }, unavailable: [] });
    expect(read.has('8100000000000999')).toBe(false);
    pin.account.daily.set(daysAgo(3), { IMPRESSION: 700 });
    pin.account.daily.set(today(), { IMPRESSION: 90 });
    pin.account.followers = 612;
    const days = await readDays(metrics, account, [daysAgo(3), today()]);
    expect(days.get(daysAgo(3))).toEqual({ metrics: { impressions_or_views: 700 }, unavailable: [] });
    expect(days.get(today())).toEqual({ metrics: { impressions_or_views: 90, followers: 612 }, unavailable: [] });
  });
});

describe('LinkedIn figures', () => {
  let li: LinkedinPeer;

  beforeAll(async () => {
    li = await startLinkedinPeer();
  });
  afterAll(async () => li?.close());

  it("reads an organisation's share statistics for its posts and its followers today", async () => {
    const metrics = capabilityOf(linkedinPageProvider(li.config()).metrics);
    const account: AccountAccess = { accountId: 9, externalId: li.organisationId, tokens: li.grant(), details: {} };
    li.posts.set('urn:li:share:7001', { id: 'urn:li:share:7001', author: `urn:li:organization:${li.organisationId}`, commentary: 'Hi', visibility: 'PUBLIC', comments: [], stats: { impressions: 900, uniqueImpressions: 610, clicks: 33, likes: 21, comments: 4, shares: 2 } });
    const read = await metrics.postMetrics(account, [{ externalId: 'urn:li:share:7001', publishedAt: new Date() }]);
    expect(read.get('urn:li:share:7001')).toEqual({ metrics: { impressions_or_views: 900, reach: 610, link_clicks: 33, likes: 21, comments: 4, shares: 2 }, unavailable: [] });
    li.insights.followers = 3400;
    expect((await readDays(metrics, account, [today()])).get(today())).toEqual({ metrics: { followers: 3400 }, unavailable: [] });
  });

  it("a member's post figures need r_member_social: without it they are unavailable with LinkedIn's message", async () => {
    const metrics = capabilityOf(linkedinProvider(li.config()).metrics);
    const account: AccountAccess = { accountId: 10, externalId: li.memberId, tokens: li.grant(), details: {} };
    li.posts.set('urn:li:share:7002', { id: 'urn:li:share:7002', author: `urn:li:person:${li.memberId}`, commentary: 'Me', visibility: 'PUBLIC', comments: [], stats: { likes: 5, comments: 1 } });
    const refused = (await metrics.postMetrics(account, [{ externalId: 'urn:li:share:7002', publishedAt: new Date() }])).get('urn:li:share:7002');
    expect(refused).toEqual({ metrics: {}, unavailable: [{ metric: 'likes', message: 'Not enough permissions to access: socialActions.GET.20250501' }, { metric: 'comments', message: 'Not enough permissions to access: socialActions.GET.20250501' }] });
    li.insights.memberSocialRead = true;
    expect((await metrics.postMetrics(account, [{ externalId: 'urn:li:share:7002', publishedAt: new Date() }])).get('urn:li:share:7002')).toEqual({ metrics: { likes: 5, comments: 1 }, unavailable: [] });
    expect(metrics.accountMetrics).toBeUndefined();
  });
});
