import type { Endpoint } from './endpoint';
import { WORKSPACE_ROLES } from './workspace-roles';

/** Every contract endpoint among a module's exports (the contracts barrel). */
export function endpointsIn(exports: Record<string, unknown>): Endpoint[] {
  return Object.values(exports).filter(
    (value): value is Endpoint => typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'auth' in value && 'response' in value,
  );
}

const permissionOf = (endpoint: Endpoint) => (endpoint.permission === undefined ? '—' : typeof endpoint.permission === 'string' ? endpoint.permission : endpoint.permission.join(' or '));

/**
 * The role table as Markdown: for each signed-in route, its permission and the workspace roles
 * that may call it, by area. docs/roles.md is this text (a test keeps it so).
 */
export function renderRoleTable(endpoints: readonly Endpoint[]): string {
  const signedIn = endpoints.filter((endpoint) => endpoint.auth === 'user').sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  const inWorkspace = signedIn.filter((endpoint) => Array.isArray(endpoint.roles));
  const outside = signedIn.filter((endpoint) => endpoint.roles === 'none');
  const area = (endpoint: Endpoint) => endpoint.path.split('/')[2] ?? '';
  const lines = [
    '# Who may do what in a workspace',
    '',
    'Generated from the contracts in `libs/contracts` (each endpoint\'s `permission` and `roles`) by',
    '`npm run docs:roles`; a test fails when this file and the contracts disagree. A caller acting in a',
    'workspace must hold one of the route\'s roles, or the kit answers 403 (`COMMON_ROLE_FORBIDDEN`)',
    'before it reads the body; the permission is checked first. Row-level rules come on top: a',
    'contributor changes and deletes only its own posts, and what it writes waits for approval.',
    '',
    `| route | permission | ${WORKSPACE_ROLES.join(' | ')} |`,
    `|---|---|${WORKSPACE_ROLES.map(() => ':-:').join('|')}|`,
  ];
  let current = '';
  for (const endpoint of inWorkspace.sort((a, b) => area(a).localeCompare(area(b)) || a.path.localeCompare(b.path) || a.method.localeCompare(b.method))) {
    if (area(endpoint) !== current) {
      current = area(endpoint);
      lines.push(`| **${current}** | | ${WORKSPACE_ROLES.map(() => '').join(' | ')} |`);
    }
    const roles = endpoint.roles as readonly string[];
    lines.push(`| \`${endpoint.method} ${endpoint.path}\` | ${permissionOf(endpoint)} | ${WORKSPACE_ROLES.map((role) => (roles.includes(role) ? '✓' : '')).join(' | ')} |`);
  }
  lines.push(
    '',
    '## Routes outside any workspace',
    '',
    'The caller\'s own profile, notifications and applications, and staff\'s screens: the permission',
    'alone decides.',
    '',
    '| route | permission |',
    '|---|---|',
    ...outside.map((endpoint) => `| \`${endpoint.method} ${endpoint.path}\` | ${permissionOf(endpoint)} |`),
    '',
  );
  return lines.join('\n');
}
