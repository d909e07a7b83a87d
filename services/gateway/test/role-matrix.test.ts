import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, WORKSPACE_ROLES, type WorkspaceRole } from '@cadence/contracts';
import type { AccessClaims, Platform } from '@cadence/service-kit';
import { startProbeGateway, type ProbeGateway } from './support/probe-gateway';
import { example, type Operation, type Spec } from './support/openapi';

/**
 * The role table, walked: every route of the OpenAPI document that acts inside a workspace,
 * called by each of the five workspace roles with every permission and a valid body (so that
 * neither the permission nor a 400 can hide a missing 403). A role the route does not declare
 * hears 403 COMMON_ROLE_FORBIDDEN; a role it declares never does.
 */
let probe: ProbeGateway;
let gateway: Platform;
let userId: number;
let workspaceId: number;

beforeAll(async () => {
  probe = await startProbeGateway('role_matrix');
  gateway = probe.gateway;
  userId = probe.session.user.id;
  workspaceId = probe.session.user.workspaceId as number;
});
afterAll(() => probe?.close());

/** A token of the workspace's member in this role, holding every permission. */
function tokenAs(role: WorkspaceRole): string {
  const claims: AccessClaims & { wrole: WorkspaceRole } = { sub: String(userId), wid: workspaceId, rid: [1, 3], perms: [...PERMISSIONS], wrole: role };
  return gateway.app.jwt.sign(claims, { expiresIn: 600 });
}

function call(method: string, url: string, operation: Operation, role: WorkspaceRole) {
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  return gateway.app.inject({
    method: method.toUpperCase() as 'POST',
    url,
    headers: { authorization: `Bearer ${tokenAs(role)}`, ...(schema ? { 'content-type': 'application/json' } : {}) },
    ...(schema ? { payload: JSON.stringify(example(schema)) } : {}),
  });
}

/** The workspace's plan, not the caller's role, refuses (analytics on the free plan): not a role refusal. */
const refusedByPlan = (res: { body: string }) => /"code":"[A-Z_]+_PLAN_REQUIRED"/.test(res.body);

const refusedForRole = (res: { statusCode: number; body: string }) => res.statusCode === 403 && res.body.includes('"COMMON_ROLE_FORBIDDEN"');

describe('the role table', () => {
  it('holds on every workspace route for each of the five roles', async () => {
    const spec = (await gateway.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Spec;
    const routes = Object.entries(spec.paths).flatMap(([route, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => Array.isArray(operation['x-workspace-roles']))
        .map(([method, operation]) => ({ route, method, operation, allowed: operation['x-workspace-roles'] as readonly WorkspaceRole[] })),
    );
    const failures: string[] = [];
    let refusals = 0;
    // The refusals first: they answer before any handler runs, so they change nothing.
    for (const { route, method, operation, allowed } of routes) {
      const url = route.replace(/\{\w+\}/g, '1');
      for (const role of WORKSPACE_ROLES.filter((role) => !allowed.includes(role))) {
        const res = await call(method, url, operation, role);
        refusals++;
        if (!refusedForRole(res)) failures.push(`${role} ${method.toUpperCase()} ${route}: ${res.statusCode} ${res.body.slice(0, 160)}, expected 403 COMMON_ROLE_FORBIDDEN`);
      }
    }
    // Then the roles allowed, reads before writes and deletions last, so a route that ends
    // something (a post, a key) does not change what a later one answers.
    const order = { get: 0, post: 1, put: 1, patch: 1, delete: 2 } as Record<string, number>;
    for (const { route, method, operation, allowed } of [...routes].sort((a, b) => (order[a.method] ?? 1) - (order[b.method] ?? 1))) {
      const url = route.replace(/\{\w+\}/g, '1');
      for (const role of allowed) {
        const res = await call(method, url, operation, role);
        if (res.statusCode === 401 || (res.statusCode === 403 && !refusedByPlan(res))) failures.push(`${role} ${method.toUpperCase()} ${route}: ${res.statusCode} ${res.body.slice(0, 160)}, expected no refusal`);
      }
    }
    expect(routes.length).toBeGreaterThan(150);
    expect(refusals).toBeGreaterThan(200);
    expect(failures).toEqual([]);
  });

  it('declares roles on every route the document marks as needing a bearer', async () => {
    const spec = (await gateway.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Spec;
    const undeclared = Object.entries(spec.paths).flatMap(([route, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.security && operation['x-workspace-roles'] === undefined)
        .map(([method]) => `${method.toUpperCase()} ${route}`),
    );
    expect(undeclared).toEqual([]);
  });
});
