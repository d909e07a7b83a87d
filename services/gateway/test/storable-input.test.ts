import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@cadence/contracts';
import type { AccessClaims, Platform } from '@cadence/service-kit';
import { startProbeGateway, type ProbeGateway } from './support/probe-gateway';
import { example, type Schema, type Spec } from './support/openapi';

/**
 * Every write route of the OpenAPI document, every text field in its body: a NUL character, and
 * year 0 in every date, are a 400 naming the field (PostgreSQL stores neither).
 */
const NUL = 'a\u0000b';
const YEAR_ZERO: Record<string, string> = { 'date-time': '0000-01-01T00:00:00.000Z', date: '0000-01-01' };

interface Leaf {
  path: string[];
  format: string | undefined;
}

/** Every string the body can hold (array items as their first), with its format. */
function stringLeaves(schema: Schema, at: string[] = []): Leaf[] {
  if (schema.anyOf) return schema.anyOf.flatMap((variant) => stringLeaves(variant, at));
  if (schema.type === 'string' && !schema.enum && schema.const === undefined && schema.format !== 'binary') return [{ path: at, format: schema.format }];
  if (schema.type === 'object') return Object.entries(schema.properties ?? {}).flatMap(([key, property]) => stringLeaves(property, [...at, key]));
  if (schema.type === 'array' && schema.items) return stringLeaves(schema.items, [...at, '0']);
  return [];
}

function withValue(body: unknown, leaf: string[], value: string): unknown {
  const root = structuredClone(body) as Record<string, unknown>;
  let node: Record<string, unknown> = root;
  leaf.forEach((key, index) => {
    if (index === leaf.length - 1) {
      node[key] = value;
      return;
    }
    const next = leaf[index + 1] === '0' ? [] : {};
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = next;
    node = node[key] as Record<string, unknown>;
  });
  return root;
}

let probe: ProbeGateway;
let gateway: Platform;
let token: string;

beforeAll(async () => {
  probe = await startProbeGateway('storable');
  gateway = probe.gateway;
  const { user } = probe.session;
  // The workspace owner holding every permission, so each route gets past its guard.
  const claims: AccessClaims & { wrole: 'owner' } = { sub: String(user.id), wid: user.workspaceId, rid: [1, 3], perms: [...PERMISSIONS], wrole: 'owner' };
  token = gateway.app.jwt.sign(claims, { expiresIn: 600 });
});
afterAll(() => probe?.close());

function send(method: string, url: string, body: unknown) {
  return gateway.app.inject({ method: method.toUpperCase() as 'POST', url, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
}

describe('text and dates PostgreSQL cannot store', () => {
  it('are a 400 naming the field on every write route of the OpenAPI document', async () => {
    const spec = (await gateway.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Spec;
    const failures: string[] = [];
    let checked = 0;
    for (const [route, methods] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const schema = operation.requestBody?.content?.['application/json']?.schema;
        if (!schema || method === 'get') continue;
        const url = route.replace(/\{\w+\}/g, '1');
        const base = example(schema);
        for (const leaf of stringLeaves(schema)) {
          const field = leaf.path.join('.');
          const tries = [NUL, ...(leaf.format && YEAR_ZERO[leaf.format] ? [YEAR_ZERO[leaf.format] as string] : [])];
          for (const value of tries) {
            const res = await send(method, url, withValue(base, leaf.path, value));
            checked++;
            const fields = res.statusCode === 400 ? ((res.json().errors ?? []) as { field: string }[]).map((error) => error.field) : [];
            if (!fields.includes(field)) failures.push(`${method.toUpperCase()} ${route} ${field}=${JSON.stringify(value)}: ${res.statusCode} ${res.body.slice(0, 160)}`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  });

  it('are a 400 naming the field in a list search and a date filter', async () => {
    const search = await gateway.app.inject({ method: 'GET', url: '/api/posts?search=a%00b', headers: { authorization: `Bearer ${token}` } });
    expect(search.statusCode).toBe(400);
    expect(search.json().errors.map((error: { field: string }) => error.field)).toContain('search');
    const from = await gateway.app.inject({ method: 'GET', url: `/api/posts?from=${encodeURIComponent(YEAR_ZERO['date-time'] as string)}`, headers: { authorization: `Bearer ${token}` } });
    expect(from.statusCode).toBe(400);
    expect(from.json().errors.map((error: { field: string }) => error.field)).toContain('from');
  });
});
