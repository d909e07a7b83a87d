import { generateKeyPairSync } from 'node:crypto';
import type { Sql } from '@cadence/db';
import { failureNotes, httpFigures } from '../lib/figures';
import { compareAnswers, get, postJson, sleep } from '../lib/http';
import { compareTargets } from '../lib/load';
import { withPlatformBench } from '../lib/platform-bench';
import type { Benchmark } from '../lib/types';

const POOL_SIZE = 10;
/** The list path's own cost: at most 10 % more server CPU per request than the raw baseline. */
const CPU_TARGET = 1.1;
/** Every OWNER_EVERY-th seeded row belongs to the measured user: 3,030 of 100,000. */
const OWNER_EVERY = 33;
const OTHER_USERS = 499;
const PAGE = '/api/notifications?limit=20';

interface Session {
  token: string;
  userId: number;
  workspaceId: number | null;
}

interface PlanNode {
  'Node Type'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

/**
 * What PostgreSQL does for one page: the two statements both sides run (the page and the count,
 * with the user's id as a literal), their scans and how many rows they read. The count reads
 * every row in scope, so the database's share of a request grows with the user's rows, not the
 * page size.
 */
async function explainPage(sql: Sql, userId: number): Promise<{ summary: string; executionMs: number; rowsRead: number }> {
  const statements = [
    `select id, user_id, workspace_id, type, message, is_read, created_at from notifications.notifications
     where user_id = ${Number(userId)} order by id asc limit 20 offset 0`,
    `select count(*) from notifications.notifications where user_id = ${Number(userId)}`,
  ];
  const summaries: string[] = [];
  let executionMs = 0;
  let rowsRead = 0;
  for (const [index, statement] of statements.entries()) {
    const [row] = await sql.unsafe<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }[]>(`explain (analyze, timing off, format json) ${statement}`);
    const root = row?.['QUERY PLAN'][0];
    const scans: string[] = [];
    const visit = (node: PlanNode) => {
      if (node['Node Type']?.includes('Scan')) {
        const read = (node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0);
        rowsRead += read;
        scans.push(`${node['Node Type']}${node['Index Name'] ? ` using ${node['Index Name']}` : ''} reading ${read.toLocaleString('en-US')} rows`);
      }
      for (const child of node.Plans ?? []) visit(child);
    };
    if (root) visit(root.Plan);
    const ms = root?.['Execution Time'] ?? Number.NaN;
    executionMs += ms;
    summaries.push(`${index === 0 ? 'page' : 'count'}: ${scans.join(', ') || 'unknown'}, ${ms.toFixed(2)} ms`);
  }
  return { summary: `${summaries.join('; ')} in the database`, executionMs, rowsRead };
}

async function signUp(baseUrl: string): Promise<Session> {
  const email = `bench-${Date.now().toString(36)}@example.com`;
  const { status, json } = await postJson(`${baseUrl}/api/auth/signup`, { email, password: 'benchmark password 1', name: 'Bench Marker' });
  const data = (json as { data?: { access_token?: string; user?: { id?: number; workspaceId?: number | null } } }).data;
  if (status !== 201 || !data?.access_token || typeof data.user?.id !== 'number') throw new Error(`signup answered ${status}: ${JSON.stringify(json).slice(0, 300)}`);
  return { token: data.access_token, userId: data.user.id, workspaceId: data.user.workspaceId ?? null };
}

/**
 * The ORM tax: a user's page of 20 notifications from a 100,000-row table through the platform
 * (service kit, JWT, drizzle, paginate()) against bare node:http + raw postgres.js running the
 * same statement and answering the same bytes.
 */
export const orm: Benchmark = {
  name: 'orm',
  title: 'ORM tax: GET /api/notifications?limit=20 (100k rows), kit + drizzle vs node:http + postgres.js',
  about: 'about 40 s',
  async run(context) {
    const { options, log } = context;
    return withPlatformBench('bench_orm', async ({ database, env: platformEnv, start }) => {
      const keys = generateKeyPairSync('ed25519', { privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
      const env = {
        ...platformEnv,
        DATABASE_POOL_SIZE: String(POOL_SIZE),
        JWT_PRIVATE_KEY: keys.privateKey,
        JWT_PUBLIC_KEY: keys.publicKey,
      };
      const platform = await start('platform', 'platform.ts', { env });
      const session = await signUp(platform.url);
      const auth = { authorization: `Bearer ${session.token}` };
      log(`platform ${platform.url}; signed up user ${session.userId} (workspace ${session.workspaceId ?? 'none'})`);

      // The welcome notification comes through the outbox; let it land before seeding so the
      // table does not change under the measurement.
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        const { body } = await get(`${platform.url}/api/notifications?limit=1`, auth);
        if ((JSON.parse(body) as { total?: number }).total) break;
        await sleep(100);
      }

      const seedStarted = performance.now();
      const [{ existing } = { existing: 0 }] = await database.sql<{ existing: number }[]>`select count(*)::int as existing from notifications.notifications`;
      const toInsert = Math.max(0, options.rows - existing);
      const workspace = session.workspaceId;
      await database.sql`
        insert into notifications.notifications (user_id, workspace_id, type, message, is_read, created_at)
        select
          case when g % ${OWNER_EVERY} = 0 then ${session.userId}::int else 1000 + g % ${OTHER_USERS} end,
          case when g % ${OWNER_EVERY} = 0 then ${workspace}::int else 5000 + (g % ${OTHER_USERS}) % 97 end,
          (array['post.published', 'post.failed', 'team.invited', 'billing.renewed'])[1 + g % 4],
          'Your post "Spring campaign #' || g || '" was published to Instagram, Facebook and LinkedIn',
          g % 3 = 0,
          now() - (${toInsert}::int - g) * interval '1 minute'
        from generate_series(1, ${toInsert}::int) as g`;
      // A table that has been around: vacuumed (visibility map set) and analysed.
      await database.sql`vacuum analyze notifications.notifications`;
      const [counts] = await database.sql<{ total: number; owned: number }[]>`
        select count(*)::int as total, count(*) filter (where user_id = ${session.userId})::int as owned from notifications.notifications`;
      const seedMs = performance.now() - seedStarted;
      log(`seeded ${toInsert.toLocaleString('en-US')} rows in ${(seedMs / 1000).toFixed(1)} s: ${counts?.total.toLocaleString('en-US')} in all, ${counts?.owned.toLocaleString('en-US')} the user's`);

      const plan = await explainPage(database.sql, session.userId);
      log(`PostgreSQL's plan for the page: ${plan.summary}`);

      const raw = await start('raw', 'raw-notifications.ts', { databaseUrl: database.url, publicKey: keys.publicKey, poolSize: POOL_SIZE });

      const notes: string[] = [];
      const difference = await compareAnswers({ label: 'platform', url: `${platform.url}${PAGE}` }, { label: 'raw', url: `${raw.url}${PAGE}` }, auth);
      if (difference) notes.push(`ANSWERS DIFFER, the comparison is not like for like: ${difference}`);
      else log('both answer the same bytes (timestamp aside)');

      const { subject, baseline } = await compareTargets(
        { label: 'platform', server: platform, path: PAGE, headers: auth },
        { label: 'raw', server: raw, path: PAGE, headers: auth },
        context,
      );
      notes.push(...failureNotes(subject, baseline));
      notes.push(
        `Table: ${counts?.total.toLocaleString('en-US')} rows over ${OTHER_USERS + 1} users, the measured user owns ${counts?.owned.toLocaleString('en-US')}; both sides pool ${POOL_SIZE} connections and verify the Ed25519 token.`,
      );
      notes.push(`PostgreSQL's plans (the same statements on both sides): ${plan.summary}.`);
      return {
        status: 'ok',
        baseline: 'node:http + raw postgres.js (tagged template), same SQL, same token check, same JSON bytes',
        figures: httpFigures(subject, baseline, { cpuTarget: CPU_TARGET }),
        notes,
        details: { answersMatch: difference === null, rows: counts?.total, ownedRows: counts?.owned, seedMs, plan, platform: subject, raw: baseline },
      };
    });
  },
};
