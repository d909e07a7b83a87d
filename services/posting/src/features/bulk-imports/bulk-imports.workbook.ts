import { readSheet } from 'read-excel-file/universal';
import { unreadableFile } from './bulk-imports.errors';

/**
 * Largest a workbook may unpack to, summed over its parts as its ZIP directory declares them
 * (the unzipper never writes past a declared size): a 10,000-row sheet of long posts unpacks to
 * a few tens of MB; a ZIP bomb is refused before anything is inflated.
 */
export const WORKBOOK_MAX_UNPACKED_BYTES = 100 * 1024 * 1024;

/** The parts every .xlsx workbook has (Office Open XML, transitional or strict). */
const WORKBOOK_PARTS = ['[Content_Types].xml', 'xl/workbook.xml'];

/** Whether the bytes open as a ZIP archive: a local file header, or the end record of an empty one. */
export function isZip(bytes: Buffer): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && ((bytes[2] === 0x03 && bytes[3] === 0x04) || (bytes[2] === 0x05 && bytes[3] === 0x06));
}

export interface ZipEntry {
  name: string;
  /** The uncompressed size the directory declares. */
  size: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
/** A size or count field saying "see the ZIP64 record": workbooks this import takes never need one. */
const ZIP64_MARK = 0xffffffff;

/** The entries of a ZIP archive's central directory, or null when it cannot be read (truncated, ZIP64, not a ZIP). */
export function zipEntries(bytes: Buffer): ZipEntry[] | null {
  // The end record is the last 22 bytes, before a comment of at most 65,535 bytes.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at -= 1) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  const offset = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || size === ZIP64_MARK || offset === ZIP64_MARK || offset + size > end) return null;
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const unpacked = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (unpacked === ZIP64_MARK || next > end) return null;
    entries.push({ name: bytes.toString('utf8', at + 46, at + 46 + nameLength), size: unpacked });
    at = next;
  }
  return entries;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** Excel's day 0 (30 December 1899): a cell holding only a time of day is a date on it. */
const FIRST_DAY = Date.UTC(1900, 0, 1);

/**
 * A cell as the CSV reader would have read it. Excel dates are wall-clock times (the reader
 * gives them as UTC): a date alone reads `YYYY-MM-DD`, a time alone `HH:MM`, both
 * `YYYY-MM-DD HH:MM`, each read later in the row's time zone; seconds only when there are
 * some, rounded (Excel stores times as fractions of a day). Numbers as written, booleans as
 * TRUE or FALSE, empty cells empty.
 */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    const at = new Date(Math.round(value.getTime() / 1000) * 1000);
    const seconds = at.getUTCSeconds();
    const time = `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}${seconds > 0 ? `:${pad(seconds)}` : ''}`;
    if (at.getTime() < FIRST_DAY) return time;
    const date = `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
    return at.getTime() % 86_400_000 === 0 ? date : `${date} ${time}`;
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value as string | number).trim();
}

/**
 * The first sheet of an .xlsx workbook as rows of cell texts (`cellText`). Refuses, as a 400
 * on the file field, a ZIP archive that is not a workbook, one that unpacks to more than
 * WORKBOOK_MAX_UNPACKED_BYTES, and one the reader cannot open (damaged, encrypted, .xls).
 */
export async function readWorkbook(bytes: Buffer): Promise<string[][]> {
  const entries = zipEntries(bytes);
  if (!entries) throw unreadableFile('it is a damaged ZIP archive, not an Excel workbook that can be opened');
  const names = new Set(entries.map((entry) => entry.name));
  if (!WORKBOOK_PARTS.every((part) => names.has(part))) throw unreadableFile('it is a ZIP archive but not an Excel workbook (.xlsx)');
  const unpacked = entries.reduce((sum, entry) => sum + entry.size, 0);
  if (unpacked > WORKBOOK_MAX_UNPACKED_BYTES) {
    throw unreadableFile(`the workbook unpacks to more than ${WORKBOOK_MAX_UNPACKED_BYTES / (1024 * 1024)} MB; split it into several files or save it as CSV`);
  }
  let sheet: unknown[][];
  try {
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    sheet = (await readSheet(buffer, 1, { trim: true })) as unknown[][];
  } catch {
    // The bytes passed the sniff as a workbook: whatever the reader stumbles on in them (a broken
    // part, XML it cannot parse, a missing sheet; it throws its own errors and plain ones alike)
    // is the file's fault, said as such.
    throw unreadableFile('the workbook is damaged or not an .xlsx file (save it again from your spreadsheet, or as CSV)');
  }
  return sheet.map((row) => row.map(cellText));
}
