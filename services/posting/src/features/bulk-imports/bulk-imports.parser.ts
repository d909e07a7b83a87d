import { CsvError, parse } from 'csv-parse/sync';
import { BULK_IMPORT_FIELDS, BULK_IMPORT_HEADER_ALIASES, BULK_IMPORT_MAX_ROWS, type BulkImportField, type BulkImportMapping } from '@cadence/contracts';
import { unreadableFile as unreadable } from './bulk-imports.errors';
import { isZip, readWorkbook } from './bulk-imports.workbook';

/** A file read into its header and its rows, each row's cells by header. */
export interface ParsedFile {
  headers: string[];
  rows: Record<string, string>[];
}

const DELIMITERS = [',', ';', '\t'] as const;

/** The delimiter of the header line: the one of `,` `;` or tab that appears most outside quotes. */
export function delimiterOf(text: string): string {
  let quoted = false;
  const counts = new Map<string, number>();
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && (DELIMITERS as readonly string[]).includes(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best: string = ',';
  for (const delimiter of DELIMITERS) if ((counts.get(delimiter) ?? 0) > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}

/**
 * A table's first non-empty line as its header and the other non-empty lines as its rows (a
 * row shorter than the header has empty cells; a column without a name and without a value
 * is dropped, as a sheet's formatted but empty columns). Refuses a table without a header or
 * rows, with repeated or empty header names, or with more than BULK_IMPORT_MAX_ROWS rows.
 */
export function tableOf(records: readonly (readonly string[])[]): ParsedFile {
  const lines = records.map((cells) => cells.map((cell) => cell.trim())).filter((cells) => cells.some((cell) => cell !== ''));
  const [header, ...body] = lines;
  if (!header) throw unreadable('it is empty');
  const width = Math.max(header.length, ...body.map((cells) => cells.length));
  const kept = Array.from({ length: width }, (_, index) => index).filter((index) => (header[index] ?? '') !== '' || body.some((cells) => (cells[index] ?? '') !== ''));
  const headers = kept.map((index) => header[index] ?? '');
  if (headers.some((name) => name === '')) throw unreadable('a column of the first line has no name');
  const repeated = headers.find((name, index) => headers.indexOf(name) !== index);
  if (repeated !== undefined) throw unreadable(`the column "${repeated}" appears twice`);
  if (body.length === 0) throw unreadable('it has a header but no rows');
  if (body.length > BULK_IMPORT_MAX_ROWS) throw unreadable(`it has more than ${BULK_IMPORT_MAX_ROWS} rows; split it into several files`);
  return {
    headers,
    rows: body.map((cells) => Object.fromEntries(kept.map((index, at) => [headers[at] as string, cells[index] ?? '']))),
  };
}

/**
 * Reads a CSV file: UTF-8 with or without a BOM, `,` `;` or tab delimited (from the header
 * line), quoted cells with delimiters, quotes and line breaks in them. Blank lines are skipped.
 */
export function parseCsv(bytes: Buffer): ParsedFile {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (text.includes('\u0000')) throw unreadable('it is neither a text file nor an Excel workbook (save the sheet as CSV, UTF-8, or as .xlsx)');
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      max_record_size: 200_000,
      to: BULK_IMPORT_MAX_ROWS + 2,
    }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) throw unreadable(`line ${String((error as CsvError & { lines?: number }).lines ?? '?')}: ${error.message.replace(/^Invalid [^:]*:\s*/, '')}`);
    throw error;
  }
  return tableOf(records);
}

/** What a file was read as: told by its bytes (a ZIP archive is read as a workbook), never by its name. */
export type FileKind = 'csv' | 'xlsx';

/** Reads an uploaded file: the first sheet of an .xlsx workbook, or CSV text. */
export async function parseFile(bytes: Buffer): Promise<ParsedFile & { kind: FileKind }> {
  if (isZip(bytes)) return { kind: 'xlsx', ...tableOf(await readWorkbook(bytes)) };
  return { kind: 'csv', ...parseCsv(bytes) };
}

/** Other names of a network in a header (`text.x` is X's, formerly Twitter's, text). */
const NETWORK_ALIASES: Record<string, readonly string[]> = { twitter: ['x'] };

function key(name: string): string {
  return name.toLowerCase().replace(/[\s_-]/g, '');
}

/** The field each header means, from its name: `text`, `Time zone`, `media_urls`, `text.x`, `Text X`... */
export function guessMapping(headers: readonly string[]): BulkImportMapping {
  const mapping: BulkImportMapping = {};
  for (const header of headers) {
    const name = key(header);
    const field = BULK_IMPORT_FIELDS.find((candidate) => {
      if (mapping[candidate] !== undefined) return false;
      if (candidate.startsWith('text.')) {
        const networks = [key(candidate.slice(5)), ...(NETWORK_ALIASES[candidate.slice(5)] ?? [])];
        return networks.some((network) => name === `text.${network}` || name === `text${network}`);
      }
      return (BULK_IMPORT_HEADER_ALIASES[candidate] ?? []).includes(name);
    });
    if (field) mapping[field] = header;
  }
  return mapping;
}

/** The mapping's fields that name a column the file does not have. */
export function unknownColumns(mapping: BulkImportMapping, headers: readonly string[]): BulkImportField[] {
  return (Object.entries(mapping) as [BulkImportField, string][]).filter(([, header]) => !headers.includes(header)).map(([field]) => field);
}
