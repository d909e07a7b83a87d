import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as contracts from './index';
import { endpointsIn, renderRoleTable } from './role-table';

const endpoints = endpointsIn(contracts);
const signedIn = endpoints.filter((endpoint) => endpoint.auth === 'user');
const name = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;
const admits = (endpoint: (typeof endpoints)[number], role: string) => Array.isArray(endpoint.roles) && (endpoint.roles as readonly string[]).includes(role);

describe('the role table', () => {
  it('has a declaration on every signed-in route', () => {
    expect(signedIn.length).toBeGreaterThan(250);
    expect(signedIn.filter((endpoint) => endpoint.roles === undefined).map(name)).toEqual([]);
  });

  it('lets a viewer read and never write', () => {
    expect(signedIn.filter((endpoint) => endpoint.method !== 'GET' && admits(endpoint, 'viewer')).map(name)).toEqual([]);
  });

  it('lets a contributor write its own posts and what composing them needs, and nothing else', () => {
    const writes = signedIn.filter((endpoint) => endpoint.method !== 'GET' && admits(endpoint, 'contributor')).map(name);
    expect(writes.sort()).toEqual(
      [
        // its posts (row rules in posting: only its own, and they wait for approval)
        'POST /api/posts',
        'PATCH /api/posts/:id',
        'DELETE /api/posts/:id',
        'POST /api/posts/:id/duplicate',
        'POST /api/queues/posts',
        // what the composer uses
        'POST /api/media',
        'POST /api/ai/assist',
        'POST /api/ai/generations',
        'POST /api/ai/generations/streams/:stream/stop',
        'POST /api/captions/:id/uses',
        'POST /api/posts/trending-hashtags/refresh',
        // its own support tickets
        'POST /api/support/tickets',
        'POST /api/support/tickets/:id/messages',
        'POST /api/support/images',
      ].sort(),
    );
  });

  it('is what docs/roles.md shows (npm run docs:roles writes it)', () => {
    const written = readFileSync(new URL('../../../docs/roles.md', import.meta.url), 'utf8');
    expect(written).toBe(renderRoleTable(endpoints));
  });
});
