/**
 * Roles inside a client's workspace, and who among them may call a route. Every route that acts
 * inside a workspace names the roles it admits in its contract (`roles`); the kit refuses the
 * others with 403 before it reads the body, and docs/roles.md is generated from the same lists.
 */
export const WORKSPACE_ROLES = ['owner', 'admin', 'editor', 'contributor', 'viewer'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

/** The groups of roles routes admit, widest first. */
export const ROLES = {
  /** Every member: reading the workspace's content. */
  members: WORKSPACE_ROLES,
  /** Members who write: a contributor's own posts, which wait for an approver. */
  writers: ['owner', 'admin', 'editor', 'contributor'],
  /** Members who manage the workspace's content: publish, approve, queues, library, tools, live. */
  editors: ['owner', 'admin', 'editor'],
  /** Members who manage the workspace itself: its team, its connected accounts. */
  admins: ['owner', 'admin'],
  /** The workspace's owner alone: billing, API keys, workspace-wide settings. */
  owner: ['owner'],
} as const satisfies Record<string, readonly WorkspaceRole[]>;

/**
 * A route's declaration: the workspace roles that may call it, or `'none'` for a route that does
 * not act inside a workspace (the caller's own profile and notifications, staff's screens).
 */
export type RouteRoles = readonly WorkspaceRole[] | 'none';

export const isWorkspaceRole = (value: unknown): value is WorkspaceRole => typeof value === 'string' && (WORKSPACE_ROLES as readonly string[]).includes(value);
