import { BULK_IMPORT_FILE_FIELD } from '@cadence/contracts';
import { defineErrors } from '@cadence/service-kit';

export const bulkImportErrors = defineErrors('POSTING', {
  BULK_IMPORT_NOT_FOUND: [404, 'No import with this id in your workspace'],
  BULK_IMPORT_ROW_NOT_FOUND: [404, 'No row with this number in the import'],
  BULK_IMPORT_STARTED: [409, 'This import has started; its columns and rows can no longer change'],
  BULK_IMPORT_UNREADABLE: [400, 'The file cannot be read as CSV or as an Excel workbook'],
  BULK_IMPORT_TOO_LARGE: [413, 'The file is too large'],
});

/** A 400 on the file field saying why the file cannot be read. */
export function unreadableFile(message: string) {
  return bulkImportErrors.BULK_IMPORT_UNREADABLE(`The file cannot be read: ${message}`, [{ field: BULK_IMPORT_FILE_FIELD, message }]);
}
