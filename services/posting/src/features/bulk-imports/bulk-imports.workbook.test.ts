import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import { AppError } from '@cadence/service-kit';
import { guessMapping, parseFile } from './bulk-imports.parser';
import { lookupOf, readRow } from './bulk-imports.rows';
import { WORKBOOK_MAX_UNPACKED_BYTES, cellText, isZip, zipEntries } from './bulk-imports.workbook';

async function refusal(run: () => Promise<unknown>): Promise<AppError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

/** A ZIP archive of stored (uncompressed) entries; `declared` overrides an entry's size in the directory. */
function zip(entries: { name: string; content: string; declared?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = Buffer.from(entry.content);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(entry.declared ?? data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    directory.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const size = directory.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...directory, end]);
}

const workbookParts = [
  { name: '[Content_Types].xml', content: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>' },
  { name: 'xl/workbook.xml', content: '<workbook><sheets><sheet' },
];

const lookup = lookupOf({ accounts: [{ id: 7, name: 'Bakery page', type: 'facebook_page' }], groups: [], media: [] });
const NOW = new Date('2030-01-01T00:00:00Z');

describe('reading an Excel workbook', () => {
  it("reads the first sheet of a workbook with the CSV's columns: text, numbers, Excel dates, times and date-times, and text dates", async () => {
    const sheet: SheetData = [
      ['text', 'accounts', 'date', 'time', 'time zone', 'count'],
      ['Bread, rolls and "pain"\nfrom 7', 'Bakery page', { value: new Date(Date.UTC(2030, 4, 4)), type: Date, format: 'yyyy-mm-dd' }, { value: new Date(Date.UTC(1899, 11, 30, 7, 0)), type: Date, format: 'hh:mm' }, 'Europe/Bucharest', 3],
      [null, null, null, null, null, null],
      ['Text dates', 7, '2030-05-06', '09:30', 'Europe/Paris', 1.5],
      ['One cell', 'Bakery page', { value: new Date(Date.UTC(2030, 4, 8, 18, 45)), type: Date, format: 'yyyy-mm-dd hh:mm' }, null, 'America/New_York', true],
    ];
    const bytes = await writeXlsxFile(sheet, { sheet: 'Posts' }).toBuffer();
    expect(isZip(bytes)).toBe(true);
    const file = await parseFile(bytes);
    expect(file.kind).toBe('xlsx');
    expect(file.headers).toEqual(['text', 'accounts', 'date', 'time', 'time zone', 'count']);
    expect(file.rows).toEqual([
      { text: 'Bread, rolls and "pain"\nfrom 7', accounts: 'Bakery page', date: '2030-05-04', time: '07:00', 'time zone': 'Europe/Bucharest', count: '3' },
      { text: 'Text dates', accounts: '7', date: '2030-05-06', time: '09:30', 'time zone': 'Europe/Paris', count: '1.5' },
      { text: 'One cell', accounts: 'Bakery page', date: '2030-05-08 18:45', time: '', 'time zone': 'America/New_York', count: 'TRUE' },
    ]);
    // The same checks as a CSV row: each wall-clock time in its row's zone.
    const mapping = guessMapping(file.headers);
    const read = file.rows.map((values) => readRow(values, mapping, 'UTC', lookup, NOW));
    expect(read.map((row) => row.errors)).toEqual([[], [], []]);
    expect(read.map((row) => row.scheduledAt?.toISOString())).toEqual(['2030-05-04T04:00:00.000Z', '2030-05-06T07:30:00.000Z', '2030-05-08T22:45:00.000Z']);
    expect(read.map((row) => row.accounts.map((account) => account.id))).toEqual([[7], [7], [7]]);
  });

  it('writes Excel times as HH:MM, with seconds only when there are some, rounding the fractions of a day', () => {
    expect(cellText(new Date(Date.UTC(1899, 11, 30, 6, 59, 59, 999)))).toBe('07:00');
    expect(cellText(new Date(Date.UTC(1899, 11, 30, 0, 0)))).toBe('00:00');
    expect(cellText(new Date(Date.UTC(1899, 11, 30, 8, 15, 30)))).toBe('08:15:30');
    expect(cellText(new Date(Date.UTC(2030, 0, 2)))).toBe('2030-01-02');
    expect(cellText(null)).toBe('');
  });

  it('refuses a ZIP that is not a workbook, one that unpacks too large, a damaged one and a broken one with a 400 on the file', async () => {
    const notWorkbook = await refusal(() => parseFile(zip([{ name: 'notes.txt', content: 'hello' }])));
    expect(notWorkbook.statusCode).toBe(400);
    expect(notWorkbook.fields).toEqual([{ field: 'file', message: 'it is a ZIP archive but not an Excel workbook (.xlsx)' }]);

    const bomb = zip([...workbookParts, { name: 'xl/worksheets/sheet1.xml', content: '<x/>', declared: WORKBOOK_MAX_UNPACKED_BYTES }]);
    expect(zipEntries(bomb)?.map((entry) => entry.name)).toEqual(['[Content_Types].xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']);
    const large = await refusal(() => parseFile(bomb));
    expect(large.statusCode).toBe(400);
    expect(large.message).toMatch(/unpacks to more than 100 MB/);

    const real = await writeXlsxFile([['text'], ['hello']]).toBuffer();
    const truncated = await refusal(() => parseFile(real.subarray(0, Math.floor(real.length / 2))));
    expect(truncated.statusCode).toBe(400);
    expect(truncated.message).toMatch(/damaged ZIP archive/);

    // Damaged bytes anywhere in a real workbook read as a table or a 400, never another error.
    const sheet: SheetData = [['text', 'date'], ...Array.from({ length: 50 }, (_, i) => [`Post ${i}`, { value: new Date(Date.UTC(2030, 0, 1 + i)), type: Date, format: 'yyyy-mm-dd' }])];
    const whole = await writeXlsxFile(sheet).toBuffer();
    for (let at = 0.05; at < 1; at += 0.05) {
      const damaged = Buffer.from(whole);
      damaged.fill(0x3c, Math.floor(damaged.length * at), Math.floor(damaged.length * at) + 3);
      const outcome = await parseFile(damaged).catch((error: unknown) => error);
      if (outcome instanceof Error) expect(outcome).toMatchObject({ statusCode: 400, fields: [{ field: 'file' }] });
    }

    const broken = await refusal(() => parseFile(zip(workbookParts)));
    expect(broken.statusCode).toBe(400);
    expect(broken.fields?.[0]).toMatchObject({ field: 'file', message: expect.stringMatching(/workbook is damaged/) });
  });

  it('refuses a workbook with an empty sheet, a header without rows, or a repeated column, as CSV files are', async () => {
    expect((await refusal(async () => parseFile(await writeXlsxFile([[null]]).toBuffer()))).message).toMatch(/empty/);
    expect((await refusal(async () => parseFile(await writeXlsxFile([['text', 'accounts']]).toBuffer()))).message).toMatch(/no rows/);
    expect((await refusal(async () => parseFile(await writeXlsxFile([['text', 'text'], ['a', 'b']]).toBuffer()))).message).toMatch(/"text" appears twice/);
  });
});
