import { defineErrors } from '@cadence/service-kit';

export const bulkImportErrors = defineErrors('POSTING', {
  BULK_IMPORT_NOT_FOUND: [404, 'No import with this id in your workspace'],
  BULK_IMPORT_ROW_NOT_FOUND: [404, 'No row with this number in the import'],
  BULK_IMPORT_STARTED: [409, 'This import has started; its columns and rows can no longer change'],
  BULK_IMPORT_UNREADABLE: [400, 'The file cannot be read as CSV'],
  BULK_IMPORT_TOO_LARGE: [413, 'The file is too large'],
});
