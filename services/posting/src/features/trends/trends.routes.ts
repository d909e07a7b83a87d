import type { FastifyInstance } from 'fastify';
import { getTrendingHashtags, refreshTrendingHashtags } from '@cadence/contracts';
import { requireWorkspace, route } from '@cadence/service-kit';
import * as trends from './trends.service';

/** /api/posts/trending-hashtags: each connected network's trending hashtags and those rising in the workspace's posts. */
export function trendsRoutes(app: FastifyInstance, deps: trends.TrendsDeps): void {
  route(app, getTrendingHashtags, ({ request, principal }) => trends.trendingHashtags(deps, requireWorkspace(principal), request.query));
  route(app, refreshTrendingHashtags, ({ request, principal }) => trends.trendingHashtags(deps, requireWorkspace(principal), request.query, { force: true }));
}
