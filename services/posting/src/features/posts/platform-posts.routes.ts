import type { FastifyInstance } from 'fastify';
import { isStaff, listPlatformPosts, listPostAuthors } from '@cadence/contracts';
import type { Principal } from '@cadence/service-kit';
import { listRoute } from '@cadence/service-kit';
import { listUsers, usersByIds } from './authors.repository';
import { postErrors } from './posts.errors';
import * as repo from './posts.repository';
import { toPost } from './post-view';
import type { PostsDeps } from './posts.service';

function requireStaff(principal: Principal): void {
  if (!isStaff(principal.roleIds)) throw postErrors.STAFF_ONLY();
}

/** SPEC §3: the staff post list across workspaces, and its filter's user options. */
export function platformPostsRoutes(app: FastifyInstance, deps: PostsDeps): void {
  listRoute(app, listPlatformPosts, async ({ request, principal }) => {
    requireStaff(principal);
    const { status, user_id, scheduled_from, scheduled_to, platform, ...query } = request.query;
    const page = await repo.listPosts(deps.db, query, {
      ...(status ? { status } : {}),
      ...(user_id ? { authorId: user_id } : {}),
      ...(platform ? { platform } : {}),
      ...(scheduled_from ? { from: new Date(scheduled_from) } : {}),
      ...(scheduled_to ? { to: new Date(scheduled_to) } : {}),
    });
    const ids = page.rows.map((row) => row.id);
    const [targets, authors] = await Promise.all([repo.targetsOfPosts(deps.db, ids), usersByIds(deps.db, [...new Set(page.rows.map((row) => row.authorId))])]);
    const byId = new Map(authors.map((author) => [author.id, author]));
    return {
      ...page,
      rows: page.rows.map((row) => {
        const author = byId.get(row.authorId);
        return { ...toPost(row, targets), author: { id: row.authorId, name: author?.name ?? `#${row.authorId}`, email: author?.email ?? '' } };
      }),
    };
  });
  listRoute(app, listPostAuthors, async ({ request, principal }) => {
    requireStaff(principal);
    const page = await listUsers(deps.db, request.query);
    return { ...page, rows: page.rows.map((user) => ({ id: user.id, name: user.name, email: user.email })) };
  });
}
