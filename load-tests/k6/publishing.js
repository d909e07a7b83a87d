/* global __ENV, __ITER, __VU */
// k6 version of `npm run bench -- publishing`: 10,000 posts scheduled for the same minute through
// the API, then a steady 50 posts/s published now; the delivery lag of each post is read back
// from the API (publishedAt of its target minus its due time).
//
// k6 is not needed for `npm run bench`; install it from
// https://grafana.com/docs/k6/latest/set-up/install-k6/ to use this script.
//
//   1. Start the platform with a network pointed at a local server that answers as the network
//      documents (for example services/posting/test/peers/delivery-network.ts for Facebook Pages:
//      META_APP_ID, META_APP_SECRET, META_GRAPH_BASE, OUTBOUND_ALLOW_PRIVATE=true), a raised
//      rate limit (RATE_LIMIT_MAX=1000000), and a workspace on a plan without a daily limit.
//   2. Connect the accounts, then run from the repository root with a token of a workspace member
//      holding Composer and Posts, and the account ids to post to:
//        k6 run -e TOKEN=... -e ACCOUNT_IDS=1,2,3 load-tests/k6/publishing.js
//
// Variables: BASE_URL (http://127.0.0.1:3000), TOKEN, ACCOUNT_IDS, BURST (10000), RATE (50/s),
// DURATION (20s), LEAD_SECONDS before the burst falls due (120: time to schedule 10,000).
import http from 'k6/http';
import { check, fail, sleep } from 'k6';
import { Trend, Counter } from 'k6/metrics';

const BASE_URL = (__ENV.BASE_URL || 'http://127.0.0.1:3000').replace(/\/$/, '');
const TOKEN = __ENV.TOKEN || '';
const ACCOUNT_IDS = (__ENV.ACCOUNT_IDS || '').split(',').filter(Boolean).map(Number);
const BURST = Number(__ENV.BURST || 10000);
const RATE = Number(__ENV.RATE || 50);
const DURATION = __ENV.DURATION || '20s';
const LEAD_SECONDS = Number(__ENV.LEAD_SECONDS || 120);
const HEADERS = { 'Content-Type': 'application/json', Authorization: `Bearer ${TOKEN}` };

const lag = new Trend('publish_lag_ms', true);
const failedPosts = new Counter('posts_failed');
const lostPosts = new Counter('posts_not_published');

export const options = {
  scenarios: {
    burst: { executor: 'shared-iterations', exec: 'scheduleBurst', vus: 20, iterations: BURST, maxDuration: `${LEAD_SECONDS}s` },
    steady: { executor: 'constant-arrival-rate', exec: 'publishNow', rate: RATE, timeUnit: '1s', duration: DURATION, preAllocatedVUs: 50, startTime: `${LEAD_SECONDS + 90}s` },
    collect: { executor: 'shared-iterations', exec: 'collect', vus: 1, iterations: 1, startTime: `${LEAD_SECONDS + 180}s`, maxDuration: '10m' },
  },
  thresholds: {
    'publish_lag_ms{phase:steady}': ['p(99)<=1000'],
    posts_failed: ['count==0'],
    posts_not_published: ['count==0'],
  },
};

export function setup() {
  if (!TOKEN || ACCOUNT_IDS.length === 0) fail('set TOKEN and ACCOUNT_IDS');
  return { due: new Date(Date.now() + LEAD_SECONDS * 1000).toISOString(), started: Date.now() };
}

function create(body) {
  const res = http.post(`${BASE_URL}/api/posts`, JSON.stringify(body), { headers: HEADERS });
  check(res, { 'post accepted': (r) => r.status === 201 });
}

export function scheduleBurst(data) {
  const i = __ITER;
  create({ mode: 'schedule', text: `k6 burst ${data.started} ${i}`, scheduledAt: data.due, accountIds: [ACCOUNT_IDS[i % ACCOUNT_IDS.length]] });
}

export function publishNow(data) {
  create({ mode: 'now', text: `k6 steady ${data.started} ${__VU}-${__ITER}-${Date.now()}`, accountIds: [ACCOUNT_IDS[__ITER % ACCOUNT_IDS.length]] });
}

export function collect(data) {
  for (let page = 0; ; page += 1) {
    const res = http.get(`${BASE_URL}/api/posts?limit=100&page=${page}&orderBy=id&search=${String(data.started)}`, { headers: HEADERS });
    const body = res.json();
    for (const post of body.data) {
      const phase = post.text.startsWith('k6 burst') ? 'burst' : 'steady';
      for (const target of post.targets) {
        if (target.status === 'failed') failedPosts.add(1, { phase });
        else if (target.status !== 'posted') lostPosts.add(1, { phase });
        else lag.add(Date.parse(target.publishedAt) - Date.parse(post.scheduledAt), { phase });
      }
    }
    if (page + 1 >= body.pages) break;
    sleep(0.05);
  }
}
