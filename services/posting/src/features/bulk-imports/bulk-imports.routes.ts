import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import {
  BULK_IMPORT_FILE_FIELD,
  BULK_IMPORT_MAX_BYTES,
  getBulkImport,
  listBulkImportRows,
  listBulkImports,
  startBulkImport,
  updateBulkMapping,
  updateBulkRow,
  uploadBulkImport,
} from '@cadence/contracts';
import { listRoute, requireWorkspace, route } from '@cadence/service-kit';
import { actorOf } from '../posts/posts.routes';
import { bulkImportErrors } from './bulk-imports.errors';
import * as imports from './bulk-imports.service';

async function filePart(request: FastifyRequest) {
  const invalid = () => bulkImportErrors.BULK_IMPORT_UNREADABLE('Send the file as multipart field "file"', [{ field: BULK_IMPORT_FILE_FIELD, message: 'is required: one CSV file' }]);
  if (!request.isMultipart()) throw invalid();
  const part = await request.file({ limits: { fileSize: BULK_IMPORT_MAX_BYTES + 1, files: 1, fields: 0, parts: 1 }, throwFileSizeLimit: false });
  if (!part || part.fieldname !== BULK_IMPORT_FILE_FIELD) throw invalid();
  return part;
}

/** Bulk scheduling from a file: upload, map the columns, fix rows in the preview, import. */
export async function bulkImportsRoutes(app: FastifyInstance, deps: imports.BulkImportsDeps): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: BULK_IMPORT_MAX_BYTES + 1, files: 1, fields: 0, parts: 1 } });
    route(
      scope,
      uploadBulkImport,
      async ({ request, principal }) => {
        const actor = actorOf(request, principal);
        return imports.uploadImport(deps, actor, await filePart(request), request.query.timeZone ?? 'UTC');
      },
      { message: 'File read', rateLimit: { max: 30, timeWindow: 60_000 } },
    );
  });
  listRoute(app, listBulkImports, ({ request, principal }) => imports.listImports(deps, requireWorkspace(principal), request.query));
  route(app, getBulkImport, ({ request, principal }) => imports.getImport(deps, requireWorkspace(principal), request.params.id));
  listRoute(app, listBulkImportRows, ({ request, principal }) => imports.listRows(deps, requireWorkspace(principal), request.params.id, request.query));
  route(app, updateBulkMapping, ({ request, principal }) => imports.updateMapping(deps, requireWorkspace(principal), request.params.id, request.body), { message: 'Columns saved' });
  route(app, updateBulkRow, ({ request, principal }) => imports.updateRow(deps, requireWorkspace(principal), request.params.id, request.params.number, request.body), { message: 'Row saved' });
  route(app, startBulkImport, ({ request, principal }) => imports.startImport(deps, actorOf(request, principal), request.params.id, request.body.mode), { message: 'Import started' });
}
