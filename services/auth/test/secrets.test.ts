import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { SessionResponse } from '@cadence/contracts';
import { ADMIN, PASSWORD, codeIn, startAuth, tokenIn, type AuthHarness } from './support/platform';

/**
 * No response of the service carries a password hash, a token hash or a mailed secret (reset,
 * verification or invitation token). Checked twice: on the documented response schemas, and on
 * every answer of a walk through every route.
 */
let h: AuthHarness;
beforeAll(async () => {
  h = await startAuth();
});
afterAll(() => h?.close());

type JsonSchema = { properties?: Record<string, JsonSchema>; items?: JsonSchema; anyOf?: JsonSchema[]; oneOf?: JsonSchema[]; allOf?: JsonSchema[] };

function propertyNames(schema: JsonSchema | undefined, into: Set<string> = new Set()): Set<string> {
  if (!schema) return into;
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    into.add(name);
    propertyNames(child, into);
  }
  propertyNames(schema.items, into);
  for (const child of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) propertyNames(child, into);
  return into;
}

type Spec = { paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }> }>> };

const AREAS = /^\/api\/(auth|users|team)(\/|$)/;

describe('documented responses', () => {
  it('declare no hash, password or secret; tokens only in the session answer', async () => {
    const spec = (await h.request('GET', '/api/docs/json')).json() as Spec;
    const offending: string[] = [];
    for (const [path, methods] of Object.entries(spec.paths).filter(([path]) => AREAS.test(path))) {
      for (const [method, operation] of Object.entries(methods)) {
        for (const [status, response] of Object.entries(operation.responses ?? {})) {
          if (!status.startsWith('2')) continue;
          for (const name of propertyNames(response.content?.['application/json']?.schema)) {
            const sessionToken = ['access_token', 'refresh_token', 'token_type'].includes(name);
            // An API key's secret is shown once, in the answer that creates it (only its hash is kept).
            const newApiKey = method === 'post' && path === '/api/auth/api-keys' && name === 'secret';
            // The extension's device secret likewise, in the answer that starts its sign-in.
            const newDevice = method === 'post' && path === '/api/auth/extension/codes' && name === 'device_secret';
            if ((/hash|password|secret/i.test(name) && !newApiKey && !newDevice) || (/token/i.test(name) && !sessionToken)) offending.push(`${method} ${path}: ${name}`);
          }
        }
      }
    }
    expect(offending).toEqual([]);
  });
});

describe('every answer of every route', () => {
  const answers: { key: string; body: string }[] = [];
  const visited = new Set<string>();

  async function call(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', template: string, params: Record<string, string | number>, options: { body?: unknown; token?: string; query?: string; ip?: string } = {}): Promise<LightMyRequestResponse> {
    const url = template.replace(/:(\w+)/g, (_, name: string) => String(params[name])) + (options.query ? `?${options.query}` : '');
    const res = await h.request(method, url, { ...(options.body !== undefined ? { body: options.body } : {}), ...(options.token ? { token: options.token } : {}), ...(options.ip ? { ip: options.ip } : {}) });
    visited.add(`${method} ${template}`);
    answers.push({ key: `${method} ${url} ${res.statusCode}`, body: res.body });
    return res;
  }

  it('walks the whole service', async () => {
    const admin = ((await call('POST', '/api/auth/login', {}, { body: { email: ADMIN.email, password: ADMIN.password } })).json().data as SessionResponse).access_token;
    await call('GET', '/api/auth/setup', {});
    await call('POST', '/api/auth/setup', {}, { body: { token: 'x'.repeat(40), name: 'N', email: 'n@example.com', password: PASSWORD } });
    const owner = (await call('POST', '/api/auth/signup', {}, { body: { email: 'walk@example.com', password: PASSWORD, name: 'Walker', roles: [3] } })).json().data as SessionResponse;
    const token = owner.access_token;
    await call('GET', '/api/auth/me', {}, { token });
    const code = codeIn((await h.lastMail('walk@example.com', 'email-verification'))?.text);
    await call('POST', '/api/auth/verify-email/resend', {}, { body: { email: 'walk@example.com' } });
    await call('POST', '/api/auth/verify-email', {}, { body: { email: 'walk@example.com', code } });
    await call('POST', '/api/auth/verify-email', {}, { body: { email: 'walk@example.com', code: codeIn((await h.lastMail('walk@example.com', 'email-verification'))?.text) } });
    const renewed = (await call('POST', '/api/auth/refresh', {}, { body: { refresh_token: owner.refresh_token } })).json().data as SessionResponse;
    // Reused by another client: refused.
    await call('POST', '/api/auth/refresh', {}, { body: { refresh_token: owner.refresh_token }, ip: '10.7.7.7' });
    await call('POST', '/api/auth/forgot-password', {}, { body: { email: 'walk@example.com' } });
    const resetToken = tokenIn((await h.lastMail('walk@example.com', 'password-reset'))?.text);
    await call('POST', '/api/auth/reset-password', {}, { body: { token: resetToken, password: 'walk new password' } });
    const session = (await call('POST', '/api/auth/login', {}, { body: { email: 'walk@example.com', password: 'walk new password' } })).json().data as SessionResponse;
    const me = session.access_token;
    await call('PATCH', '/api/auth/profile', {}, { token: me, body: { name: 'Walker Two', time_zone: 'Asia/Shanghai' } });
    await call('POST', '/api/auth/profile/password', {}, { token: me, body: { current_password: 'walk new password', new_password: PASSWORD } });
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#00f' } }).png().toBuffer();
    const boundary = `----w${randomBytes(6).toString('hex')}`;
    const payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`), png, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const uploaded = await h.t.platform.app.inject({ method: 'PUT', url: '/api/auth/profile/avatar', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${me}` } });
    visited.add('PUT /api/auth/profile/avatar');
    answers.push({ key: `PUT /api/auth/profile/avatar ${uploaded.statusCode}`, body: uploaded.body });
    const avatar = (uploaded.json().data.avatarUrl as string).split('/').pop() ?? '';
    const image = await call('GET', '/api/auth/avatars/:file', { file: avatar });
    expect(image.headers['content-type']).toBe('image/webp');
    await call('DELETE', '/api/auth/profile/avatar', {}, { token: me });
    await call('GET', '/api/auth/mails', {}, { token: admin, query: 'pagination=false' });

    // Teams, members, invitations.
    const team = (await call('POST', '/api/team', {}, { token: me, body: { name: 'Walkers', max_members: 4, is_active: true } })).json().data;
    await call('GET', '/api/team', {}, { token: me });
    await call('GET', '/api/team/:id', { id: team.id }, { token: me });
    await call('PATCH', '/api/team/:id', { id: team.id }, { token: me, body: { description: 'On foot' } });
    const invitation = (await call('POST', '/api/team/invitations', {}, { token: me, body: { email: 'guest@example.com', role: 'editor', teamId: team.id } })).json().data;
    await call('GET', '/api/team/invitations', {}, { token: me });
    await call('GET', '/api/team/invitations/:id', { id: invitation.id }, { token: me });
    await call('POST', '/api/team/invitations/:id/resend', { id: invitation.id }, { token: me });
    const inviteToken = tokenIn((await h.lastMail('guest@example.com', 'invitation'))?.text);
    await call('GET', '/api/team/invitations/preview', {}, { query: `token=${inviteToken}` });
    const guest = (await call('POST', '/api/team/invitations/accept', {}, { body: { token: inviteToken, name: 'Guest', password: PASSWORD } })).json().data as SessionResponse;
    await call('GET', '/api/team/members/info', {}, { token: me });
    await call('PATCH', '/api/team/members/:userId', { userId: guest.user.id }, { token: me, body: { role: 'viewer' } });
    await call('DELETE', '/api/team/members/:userId', { userId: guest.user.id }, { token: me });
    const second = (await call('POST', '/api/team/invitations', {}, { token: me, body: { email: 'second@example.com', role: 'viewer' } })).json().data;
    const secondLink = (await call('POST', '/api/team/invitations/:id/link', { id: second.id }, { token: me })).json().data as { url: string };
    await call('DELETE', '/api/team/invitations/:id', { id: second.id }, { token: me });
    await call('DELETE', '/api/team/:id', { id: team.id }, { token: me });

    // Staff screens.
    const user = (await call('POST', '/api/users', {}, { token: admin, body: { name: 'Made', email: 'made@example.com', password: PASSWORD, plans: ['Scale'], status: true, email_verified: true, mobile_verified: false } })).json().data;
    await call('GET', '/api/users', {}, { token: admin, query: 'pagination=false' });
    await call('GET', '/api/users/:id', { id: user.id }, { token: admin });
    await call('PATCH', '/api/users/:id', { id: user.id }, { token: admin, body: { password: 'another password' } });
    await call('POST', '/api/users/:id/ban', { id: user.id }, { token: admin });
    await call('POST', '/api/users/:id/unban', { id: user.id }, { token: admin });
    await call('GET', '/api/users/plans-options', {}, { token: admin });
    const role = (await call('POST', '/api/users/roles', {}, { token: admin, body: { name: 'Walk role', status: 'active', permissions: ['Posts'] } })).json().data;
    await call('GET', '/api/users/roles', {}, { token: admin });
    await call('GET', '/api/users/roles/:id', { id: role.id }, { token: admin });
    await call('PATCH', '/api/users/roles/:id', { id: role.id }, { token: admin, body: { permissions: ['Posts', 'Caption'] } });
    await call('GET', '/api/users/permission', {}, { token: admin, query: 'pagination=false' });
    const employee = (await call('POST', '/api/users/employees', {}, { token: admin, body: { name: 'Emp', email: 'emp@example.com', password: PASSWORD, roles: [role.id], status: 'active' } })).json().data;
    await call('GET', '/api/users/employees', {}, { token: admin });
    await call('GET', '/api/users/employees/:id', { id: employee.id }, { token: admin });
    await call('PATCH', '/api/users/employees/:id', { id: employee.id }, { token: admin, body: { password: 'employee password 2' } });
    await call('POST', '/api/users/employees/:id/disable', { id: employee.id }, { token: admin });
    await call('GET', '/api/auth/workspaces', {}, { token: me });
    const apiKey = (await call('POST', '/api/auth/api-keys', {}, { token: me, body: { name: 'Walk script', scopes: ['posts:read'] } })).json().data as { key: { id: number }; secret: string };
    await call('GET', '/api/auth/api-keys', {}, { token: me });
    await call('GET', '/api/auth/api-keys/:id/uses', { id: apiKey.key.id }, { token: me });
    await call('DELETE', '/api/auth/api-keys/:id', { id: apiKey.key.id }, { token: me });
    const device = (await call('POST', '/api/auth/extension/codes', {}, { body: { device_name: 'Walk browser' } })).json().data as { code: string; device_secret: string };
    await call('GET', '/api/auth/extension/codes/:code', { code: device.code }, { token: me });
    await call('POST', '/api/auth/extension/codes/:code/approve', { code: device.code }, { token: me });
    const extension = (await call('POST', '/api/auth/extension/token', {}, { body: { device_secret: device.device_secret } })).json().data as SessionResponse;
    await call('POST', '/api/auth/logout', {}, { body: { refresh_token: extension.refresh_token } });
    const denied = (await call('POST', '/api/auth/extension/codes', {}, { body: { device_name: 'Walk browser' } })).json().data as { code: string };
    await call('POST', '/api/auth/extension/codes/:code/deny', { code: denied.code }, { token: me });
    const moved = (await call('POST', '/api/auth/workspaces/switch', {}, { token: me, body: { workspaceId: session.user.workspaceId, refresh_token: session.refresh_token } })).json().data as SessionResponse;
    await call('POST', '/api/auth/logout', {}, { body: { refresh_token: moved.refresh_token } });
    await call('POST', '/api/auth/logout', {}, { body: { refresh_token: renewed.refresh_token } });
    // Operator routes the kit adds to the service's area.
    await call('GET', '/api/auth/dead-letters', {}, { token: admin });
    await call('POST', '/api/auth/dead-letters/:id/replay', { id: 999_999 }, { token: admin });
    await call('GET', '/api/auth/monitoring', {}, { token: admin });

    // The walk went through: only the calls meant to fail did.
    expect(answers.filter((a) => !/ 2\d\d$/.test(a.key)).map((a) => a.key.replace(/\?.*? /, ' '))).toEqual([
      'POST /api/auth/setup 409',
      'POST /api/auth/verify-email 400',
      'POST /api/auth/refresh 401',
      'POST /api/auth/dead-letters/999999/replay 404',
    ]);

    // Every documented route of the service's areas was called.
    const spec = (await h.request('GET', '/api/docs/json')).json() as Spec;
    const documented = Object.entries(spec.paths)
      .filter(([path]) => AREAS.test(path))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`));
    expect(documented.filter((route) => !visited.has(route))).toEqual([]);

    // The secrets as stored, and the mailed secrets in clear.
    const stored = await h.db.execute<{ secret: string }>(sql`
      select password_hash as secret from auth.users
      union all select token_hash from auth.refresh_tokens
      union all select token_hash from auth.password_resets
      union all select code_hash from auth.email_verifications
      union all select link_token_hash from auth.email_verifications
      union all select token_hash from auth.invitations
      union all select token_hash from auth.setup_tokens
      union all select secret_hash from auth.api_keys
      union all select device_secret_hash from auth.extension_codes`);
    const mailed = await h.db.execute<{ text: string }>(sql`select text from auth.mails`);
    const mailedSecrets = mailed.flatMap((m) => [...h.openMail(m.text).matchAll(/[?&]token=([\w-]+)/g)].map((match) => match[1] ?? ''));
    const secrets = [...stored.map((r) => r.secret), ...mailedSecrets].filter((s) => s.length >= 20);
    expect(secrets.length).toBeGreaterThan(20);
    const leaks = answers.flatMap((answer) => secrets.filter((secret) => answer.body.includes(secret)).map((secret) => `${answer.key}: ${secret.slice(0, 12)}…`));
    // No one-time link or code shows in the staff mail log; an invitation's link goes only to its
    // workspace's owner or admins, in the answer that copies it.
    const resetLeaks = leaks.filter((leak) => leak.includes(resetToken.slice(0, 12)));
    expect(resetLeaks).toEqual([]);
    expect(leaks.filter((leak) => !/^POST \/api\/team\/invitations\/\d+\/link 200:/.test(leak))).toEqual([]);
    expect(leaks.filter((leak) => leak.startsWith('POST /api/team/invitations/'))).toEqual([`POST /api/team/invitations/${second.id}/link 200: ${tokenIn(secondLink.url).slice(0, 12)}…`]);
    expect(answers.filter((a) => a.key.startsWith('GET /api/auth/mails')).every((a) => !a.body.includes(code))).toBe(true);
    expect(answers.filter((a) => /\$argon2/.test(a.body)).map((a) => a.key)).toEqual([]);
    // An API key's secret is in the one answer that created it, never in another.
    expect(answers.filter((a) => a.body.includes(apiKey.secret)).map((a) => a.key)).toEqual(['POST /api/auth/api-keys 201']);
    expect(answers.filter((a) => a.body.includes(device.device_secret)).map((a) => a.key)).toEqual(['POST /api/auth/extension/codes 201']);
  });
});
