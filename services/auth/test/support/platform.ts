import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { SessionResponse } from '@cadence/contracts';
import { createDrizzle, type Database } from '@cadence/db';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { generateSecretsKey } from '@cadence/service-kit';
import { authService } from '../../src/app';
import { mailSealOf } from '../../src/features/mail/mail-seal';

/** Cheap argon2id for tests (the production cost is the OWASP baseline). */
export const FAST_HASHING = { PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_ITERATIONS: '1' };
export const ADMIN = { email: 'root@example.com', password: 'root password 1' };
export const PASSWORD = 'long enough pw';

export interface AuthHarness {
  t: TestPlatform;
  db: Database;
  request(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, options?: { body?: unknown; token?: string; ip?: string }): Promise<LightMyRequestResponse>;
  signup(email: string, extra?: Record<string, unknown>): Promise<SessionResponse>;
  login(email: string, password?: string, ip?: string): Promise<LightMyRequestResponse>;
  adminToken(): Promise<string>;
  /** The latest mail queued to an address (read from the mail table, whatever its delivery state). */
  /** A kept mail body as stored (encrypted) made readable. */
  openMail(stored: string): string;
  lastMail(to: string, kind?: string): Promise<{ subject: string; text: string; html: string | null; kind: string; status: string } | undefined>;
  close(): Promise<void>;
}

export async function startAuth(env: Record<string, string> = {}): Promise<AuthHarness> {
  const secretsKey = env.SECRETS_KEY ?? generateSecretsKey();
  const t = await startTestPlatform([authService], { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, PUBLIC_URL: 'https://cadence.test', ...FAST_HASHING, ...env, SECRETS_KEY: secretsKey });
  // Kept mails are encrypted at rest: the harness opens them with the same key.
  const seal = mailSealOf({ SECRETS_KEY: secretsKey, DATA_DIR: '.' });
  const db = createDrizzle(t.database.sql);
  const request: AuthHarness['request'] = (method, url, options = {}) =>
    t.platform.app.inject({
      method,
      url,
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
      ...(options.token ? { headers: { authorization: `Bearer ${options.token}` } } : {}),
      ...(options.ip ? { remoteAddress: options.ip } : {}),
    });
  const login: AuthHarness['login'] = (email, password = PASSWORD, ip) => request('POST', '/api/auth/login', { body: { email, password }, ...(ip ? { ip } : {}) });
  let admin: string | undefined;
  return {
    t,
    db,
    request,
    login,
    async signup(email, extra = {}) {
      const res = await request('POST', '/api/auth/signup', { body: { email, password: PASSWORD, name: email.split('@')[0], roles: [3], ...extra } });
      if (res.statusCode !== 201) throw new Error(`signup ${email}: ${res.statusCode} ${res.body}`);
      return res.json().data as SessionResponse;
    },
    async adminToken() {
      if (!admin) {
        const res = await login(ADMIN.email, ADMIN.password, '10.255.255.254');
        admin = (res.json().data as SessionResponse).access_token;
      }
      return admin;
    },
    openMail: (stored) => seal.open(stored),
    async lastMail(to, kind) {
      const rows = await db.execute<{ subject: string; text: string; html: string | null; kind: string; status: string }>(
        sql`select subject, text, html, kind, status from auth.mails where lower("to") = lower(${to}) ${kind ? sql`and kind = ${kind}` : sql``} order by id desc limit 1`,
      );
      const row = rows[0];
      return row && { ...row, text: seal.open(row.text), html: row.html === null ? null : seal.open(row.html) };
    },
    close: () => t.close(),
  };
}

/** The token of a link in a mail's text (…?token=…). */
export function tokenIn(text: string | undefined): string {
  const token = /[?&]token=([\w-]+)/.exec(text ?? '')?.[1];
  if (!token) throw new Error(`no token in mail: ${text}`);
  return token;
}

export function codeIn(text: string | undefined): string {
  const code = /\b(\d{6})\b/.exec(text ?? '')?.[1];
  if (!code) throw new Error(`no code in mail: ${text}`);
  return code;
}

/** Multipart bodies no parser can read, each with the content type it claims. */
export const MALFORMED_MULTIPART: [label: string, contentType: string, body: string][] = [
  ['no boundary in the content type', 'multipart/form-data', 'garbage'],
  ['a body without the boundary', 'multipart/form-data; boundary=abc', 'garbage without any boundary'],
  ['a part cut short', 'multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-data; name="FIELD"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG'],
  ['a broken part header', 'multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-data; name="FIELD"; filename="a.png"\r\nnot a header\r\n\r\nxx\r\n--abc--\r\n'],
  ['a field beside the file', 'multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-data; name="note"\r\n\r\nhi\r\n--abc\r\nContent-Disposition: form-data; name="FIELD"; filename="a.png"\r\n\r\nxx\r\n--abc--\r\n'],
  ['an empty body', 'multipart/form-data; boundary=abc', ''],
];
