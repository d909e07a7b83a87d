/* global __ENV */
// k6 load test of the API as a signed-in client uses it: one account is created, then logins
// and "list my notifications" run under load, with pass/fail thresholds.
//
// k6 is not needed for `npm run bench` (which runs anywhere Node runs); install it from
// https://grafana.com/docs/k6/latest/set-up/install-k6/ to use this script.
//
//   1. Start the platform. The global rate limit (RATE_LIMIT_MAX, default 600 requests per
//      minute per client address) would otherwise be what you measure, so raise it:
//        RATE_LIMIT_MAX=1000000 npm start
//   2. Run k6 from the repository root:
//        k6 run load-tests/k6/api-smoke.js
//        k6 run -e BASE_URL=http://127.0.0.1:3000 -e VUS=20 -e DURATION=2m load-tests/k6/api-smoke.js
//
// Variables: BASE_URL (default http://127.0.0.1:3000), VUS (10), DURATION (30s),
// THINK_TIME seconds between a user's requests (0.1), LOGIN_RATE logins per minute (10).
//
// Logins have their own limit in the auth service (20 per minute per address, on purpose: it
// slows password guessing), so they run as a separate scenario at LOGIN_RATE per minute; keep it
// under 20 when all the load comes from one machine, or the threshold on failures trips on 429s.
// k6 exits non-zero when a threshold fails.
import http from 'k6/http';
import { check, fail, sleep } from 'k6';

const BASE_URL = (__ENV.BASE_URL || 'http://127.0.0.1:3000').replace(/\/$/, '');
const VUS = Number(__ENV.VUS || 10);
const DURATION = __ENV.DURATION || '30s';
const THINK_TIME = Number(__ENV.THINK_TIME || 0.1);
const LOGIN_RATE = Number(__ENV.LOGIN_RATE || 10);
const JSON_HEADERS = { 'Content-Type': 'application/json' };

export const options = {
  scenarios: {
    browse: { executor: 'constant-vus', exec: 'browse', vus: VUS, duration: DURATION },
    login: { executor: 'constant-arrival-rate', exec: 'login', rate: LOGIN_RATE, timeUnit: '1m', duration: DURATION, preAllocatedVUs: 1, maxVUs: 4 },
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    checks: ['rate>0.99'],
    'http_req_duration{name:list_notifications}': ['p(95)<250', 'p(99)<500'],
    // Password hashing (argon2id) is slow on purpose.
    'http_req_duration{name:login}': ['p(95)<1500'],
  },
};

function signIn(email, password) {
  return http.post(`${BASE_URL}/api/auth/login`, JSON.stringify({ email, password }), { headers: JSON_HEADERS, tags: { name: 'login' } });
}

// Once, before the load: a fresh client account (sign-up is rate-limited too, so only once).
export function setup() {
  const email = `k6-${Date.now()}@example.com`;
  const password = 'k6 load test password';
  const signup = http.post(`${BASE_URL}/api/auth/signup`, JSON.stringify({ email, password, name: 'k6 Load Test' }), {
    headers: JSON_HEADERS,
    tags: { name: 'signup' },
  });
  if (!check(signup, { 'signup answers 201': (r) => r.status === 201 })) fail(`signup answered ${signup.status}: ${signup.body}`);
  const session = signIn(email, password);
  if (!check(session, { 'login answers 200': (r) => r.status === 200 })) fail(`login answered ${session.status}: ${session.body}`);
  return { email, password, token: session.json('data.access_token') };
}

// The browse scenario: the signed-in user reads the first page of their notifications.
export function browse(data) {
  const response = http.get(`${BASE_URL}/api/notifications?limit=20`, {
    headers: { Authorization: `Bearer ${data.token}` },
    tags: { name: 'list_notifications' },
  });
  check(response, {
    'list answers 200': (r) => r.status === 200,
    'list is a page': (r) => r.status === 200 && Array.isArray(r.json('data')) && typeof r.json('total') === 'number',
  });
  sleep(THINK_TIME);
}

// The login scenario: the same account signs in again, LOGIN_RATE times a minute.
export function login(data) {
  const response = signIn(data.email, data.password);
  check(response, {
    'login answers 200': (r) => r.status === 200,
    'login returns a token': (r) => r.status === 200 && typeof r.json('data.access_token') === 'string',
  });
}
