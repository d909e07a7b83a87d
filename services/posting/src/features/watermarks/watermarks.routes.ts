import type { FastifyInstance } from 'fastify';
import { createWatermark, deleteWatermark, getWatermark, listComposerWatermarks, listWatermarks, updateWatermark } from '@cadence/contracts';
import { requireWorkspace, route } from '@cadence/service-kit';
import * as watermarks from './watermarks.service';

export function watermarksRoutes(app: FastifyInstance, deps: watermarks.WatermarksDeps): void {
  route(app, listWatermarks, ({ principal }) => watermarks.listWatermarks(deps, requireWorkspace(principal)));
  route(app, listComposerWatermarks, ({ principal }) => watermarks.listWatermarks(deps, requireWorkspace(principal)));
  route(app, getWatermark, ({ request, principal }) => watermarks.getWatermark(deps, requireWorkspace(principal), request.params.id));
  route(app, createWatermark, ({ request, principal }) => watermarks.createWatermark(deps, requireWorkspace(principal), request.body), { message: 'Watermark created' });
  route(app, updateWatermark, ({ request, principal }) => watermarks.updateWatermark(deps, requireWorkspace(principal), request.params.id, request.body), { message: 'Watermark updated' });
  route(app, deleteWatermark, ({ request, principal }) => watermarks.deleteWatermark(deps, requireWorkspace(principal), request.params.id), { message: 'Watermark deleted' });
}
