import type { FastifyInstance } from 'fastify';
import { createReviewLink, decideReviewLink, getReviewLink } from '@cadence/contracts';
import { route } from '@cadence/service-kit';
import { actorOf, noteApprover } from '../posts/posts.routes';
import * as links from './review-links.service';

export function reviewLinksRoutes(app: FastifyInstance, deps: links.ReviewLinksDeps): void {
  route(
    app,
    createReviewLink,
    async ({ request, principal }) => {
      const actor = actorOf(request, principal);
      await noteApprover(deps, actor);
      return links.sendLink(deps, actor, request.body);
    },
    { message: 'Review link sent' },
  );
  route(app, getReviewLink, ({ request }) => links.viewLink(deps, request.params.token));
  route(app, decideReviewLink, ({ request }) => links.decide(deps, request.params.token, request.body), { message: 'Thank you: your review is recorded' });
}
