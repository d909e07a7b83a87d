import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { startAuth, type AuthHarness } from './support/platform';

/** Bad input anywhere in the service is a 400 with field errors, never a 500. */
let h: AuthHarness;
let admin: string;
beforeAll(async () => {
  h = await startAuth();
  admin = await h.adminToken();
});
afterAll(() => h?.close());

type Schema = { type?: string; properties?: Record<string, Schema>; anyOf?: Schema[] };
type Operation = {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type Spec = { paths: Record<string, Record<string, Operation>> };

const AREAS = /^\/api\/(auth|users|team)(\/|$)/;

function expectFieldErrors(res: LightMyRequestResponse, label: string, field?: string): void {
  expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
  const body = res.json();
  expect(body.success, label).toBe(false);
  expect(Array.isArray(body.errors) && body.errors.length > 0, `${label}: ${res.body}`).toBe(true);
  for (const error of body.errors) expect(typeof error.field === 'string' && typeof error.message === 'string', label).toBe(true);
  if (field) expect(body.errors.map((e: { field: string }) => e.field.split('.')[0]), label).toContain(field);
}

function bodyProperties(schema: Schema | undefined): string[] {
  if (!schema) return [];
  const own = Object.keys(schema.properties ?? {});
  return [...new Set([...own, ...(schema.anyOf ?? []).flatMap(bodyProperties)])];
}

describe('validation', () => {
  it('answers 400 with field errors for bad params, query and body on every route', async () => {
    const spec = (await h.request('GET', '/api/docs/json')).json() as Spec;
    let checked = 0;
    for (const [path, methods] of Object.entries(spec.paths).filter(([p]) => AREAS.test(p))) {
      for (const [method, operation] of Object.entries(methods)) {
        const verb = method.toUpperCase() as 'GET';
        const pathParams = (operation.parameters ?? []).filter((p) => p.in === 'path');
        const hasQuery = (operation.parameters ?? []).some((p) => p.in === 'query');
        const good = path.replace(/\{(\w+)\}/g, '1');
        const body = operation.requestBody?.content?.['application/json']?.schema;
        const validBodyless = body ? {} : undefined;

        for (const param of pathParams) {
          if (param.schema?.type !== 'integer') continue;
          const url = path.replace(`{${param.name}}`, 'not-a-number').replace(/\{(\w+)\}/g, '1');
          expectFieldErrors(await h.request(verb, url, { token: admin, ...(validBodyless ? { body: validBodyless } : {}) }), `${method} ${url}`, param.name);
          checked++;
        }
        if (hasQuery) {
          expectFieldErrors(await h.request(verb, `${good}?limit=-1&unknown_filter=1`, { token: admin }), `${method} ${path} query`);
          checked++;
        }
        if (body) {
          expectFieldErrors(await h.request(verb, good, { token: admin, body: { not_a_field: true } }), `${method} ${path} unknown field`);
          for (const property of bodyProperties(body)) {
            expectFieldErrors(await h.request(verb, good, { token: admin, body: { [property]: { wrong: 'type' } } }), `${method} ${path} ${property}`, property);
          }
          const broken = await h.t.platform.app.inject({ method: verb, url: good, payload: '{"email":', headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` } });
          expect(broken.statusCode, `${method} ${path} broken JSON`).toBe(400);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('reports every problem of a sign-up at once', async () => {
    const res = await h.request('POST', '/api/auth/signup', { body: { email: 'nope', password: 'short', name: '', roles: [1] } });
    expectFieldErrors(res, 'signup');
    expect(res.json().errors.map((e: { field: string }) => e.field.split('.')[0]).sort()).toEqual(['email', 'name', 'password', 'roles']);
  });

  it('checks business rules with field errors too', async () => {
    const session = await h.signup('rules@example.com');
    const tz = await h.request('PATCH', '/api/auth/profile', { token: session.access_token, body: { time_zone: 'Nowhere/Land' } });
    expectFieldErrors(tz, 'time zone', 'time_zone');
    const plans = await h.request('POST', '/api/users', { token: admin, body: { name: 'P', email: 'p@example.com', password: 'long enough pw', plans: ['Platinum'], status: true, email_verified: false, mobile_verified: false } });
    expectFieldErrors(plans, 'plans', 'plans');
  });
});
