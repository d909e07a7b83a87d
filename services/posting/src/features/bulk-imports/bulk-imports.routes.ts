import type { FastifyInstance } from 'fastify';
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
import { withFilePart } from '../media/multipart-file';
import { actorOf } from '../posts/posts.routes';
import { bulkImportErrors } from './bulk-imports.errors';
import * as imports from './bulk-imports.service';

/** The import's 400 for a body that is not one readable file in the field "file". */
function fileInvalid(message: string) {
  return bulkImportErrors.BULK_IMPORT_UNREADABLE(message, [{ field: BULK_IMPORT_FILE_FIELD, message: 'is required: one CSV or .xlsx file' }]);
}

/** Bulk scheduling from a file: upload, map the columns, fix rows in the preview, import. */
export async function bulkImportsRoutes(app: FastifyInstance, deps: imports.BulkImportsDeps): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: BULK_IMPORT_MAX_BYTES + 1, files: 1, fields: 0, parts: 1 } });
    route(
      scope,
      uploadBulkImport,
      async ({ request, reply, principal }) => {
        const actor = actorOf(request, principal);
        const file = { field: BULK_IMPORT_FILE_FIELD, fileSize: BULK_IMPORT_MAX_BYTES + 1, throwFileSizeLimit: false, invalid: fileInvalid };
        return withFilePart(request, reply, file, (part) => imports.uploadImport(deps, actor, part, request.query.timeZone ?? 'UTC'));
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
