import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, type SessionResponse } from '@cadence/contracts';
import { createTestDatabase, type TestDatabase } from '@cadence/db/testing';
import type { AccessClaims, Platform } from '@cadence/service-kit';
import { buildGateway } from '../src/platform';

/**
 * Every write route of the OpenAPI document, every text field in its body: a NUL character, and
 * year 0 in every date, are a 400 naming the field (PostgreSQL stores neither).
 */
type Schema = {
  type?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  minimum?: number;
  minItems?: number;
  required?: string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
};
type Operation = { parameters?: { in: string; name: string; schema?: Schema }[]; requestBody?: { content?: Record<string, { schema?: Schema }> } };
type Spec = { paths: Record<string, Record<string, Operation>> };

const NUL = 'a\u0000b';
const YEAR_ZERO: Record<string, string> = { 'date-time': '0000-01-01T00:00:00.000Z', date: '0000-01-01' };

/** A value of the schema's shape (required properties only), for the fields around the one tried. */
function example(schema: Schema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return example(schema.anyOf.find((variant) => variant.type !== 'null') ?? schema.anyOf[0] ?? {});
  switch (schema.type) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((key) => [key, example(schema.properties?.[key] ?? {})]));
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => example(schema.items ?? {}));
    case 'string':
      if (schema.format === 'email') return 'someone@example.com';
      if (schema.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
      if (schema.format === 'date') return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'uri') return 'https://example.com/';
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    default:
      return null;
  }
}

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

let database: TestDatabase;
let dataDir: string;
let gateway: Platform;
let token: string;

beforeAll(async () => {
  database = await createTestDatabase('storable');
  dataDir = await mkdtemp(path.join(tmpdir(), 'cadence-storable-'));
  gateway = await buildGateway({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '1000000',
    PASSWORD_HASH_MEMORY_KIB: '1024',
    PASSWORD_HASH_ITERATIONS: '1',
    POSTING_WORKERS: '0',
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  await gateway.app.ready();
  const signup = await gateway.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email: 'probe@example.com', password: 'long enough pw', name: 'Probe' } });
  const session = signup.json().data as SessionResponse;
  // The workspace owner holding every permission, so each route gets past its guard.
  const claims: AccessClaims & { wrole: 'owner' } = { sub: String(session.user.id), wid: session.user.workspaceId, rid: [1, 3], perms: [...PERMISSIONS], wrole: 'owner' };
  token = gateway.app.jwt.sign(claims, { expiresIn: 600 });
});
afterAll(async () => {
  await gateway?.close();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

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
