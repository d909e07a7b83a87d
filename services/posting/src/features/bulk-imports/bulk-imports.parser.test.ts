import { describe, expect, it } from 'vitest';
import { AppError } from '@cadence/service-kit';
import { BULK_IMPORT_TEMPLATE } from '@cadence/contracts';
import { guessMapping, parseCsv } from './bulk-imports.parser';
import { lookupOf, readRow, zonedInstant, type Directory } from './bulk-imports.rows';

const csv = (text: string) => Buffer.from(text, 'utf8');

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

const directory: Directory = {
  accounts: [
    { id: 1, name: 'Bakery page', type: 'facebook_page' },
    { id: 2, name: 'Bakery X', type: 'twitter' },
    { id: 3, name: 'Twin', type: 'facebook_page' },
    { id: 4, name: 'twin', type: 'linkedin' },
  ],
  groups: [{ id: 9, name: 'Local pages', accountIds: [1, 2] }],
  media: [{ id: 30, name: 'loaf.jpg', facts: { kind: 'image', mimeType: 'image/jpeg', sizeBytes: 1000, width: 1080, height: 1080 } }],
};
const lookup = lookupOf(directory);
const NOW = new Date('2030-01-01T00:00:00Z');
const row = (values: Record<string, string>, zone = 'UTC') => readRow(values, guessMapping(Object.keys(values)), zone, lookup, NOW);

describe('reading a CSV file', () => {
  it('reads quoted cells with delimiters, quotes and line breaks, and a BOM', () => {
    const file = parseCsv(csv('\uFEFFtext,accounts\r\n"Bread, rolls and ""pain""\nfrom 7",Bakery page\r\n\r\nplain,Bakery X\r\n'));
    expect(file.headers).toEqual(['text', 'accounts']);
    expect(file.rows).toEqual([
      { text: 'Bread, rolls and "pain"\nfrom 7', accounts: 'Bakery page' },
      { text: 'plain', accounts: 'Bakery X' },
    ]);
  });

  it('takes the delimiter from the header line: semicolons and tabs', () => {
    expect(parseCsv(csv('text;accounts;date\n"a; b";Bakery page;2030-05-04\n')).rows).toEqual([{ text: 'a; b', accounts: 'Bakery page', date: '2030-05-04' }]);
    expect(parseCsv(csv('text\taccounts\nhello, world\tBakery X\n')).rows).toEqual([{ text: 'hello, world', accounts: 'Bakery X' }]);
  });

  it('gives short rows empty cells and ignores blank lines', () => {
    expect(parseCsv(csv('text,accounts,date\nonly text\n,,\n')).rows).toEqual([{ text: 'only text', accounts: '', date: '' }]);
  });

  it('refuses broken quotes, empty files, headers without rows and repeated columns with a 400 naming the line', () => {
    const broken = refusal(() => parseCsv(csv('text,accounts\n"never closed,Bakery page\n')));
    expect(broken.statusCode).toBe(400);
    expect(broken.fields?.[0]?.field).toBe('file');
    expect(broken.message).toMatch(/line/);
    expect(refusal(() => parseCsv(csv(''))).message).toMatch(/empty/);
    expect(refusal(() => parseCsv(csv('text,accounts\n'))).message).toMatch(/no rows/);
    expect(refusal(() => parseCsv(csv('text,text\na,b\n'))).message).toMatch(/"text" appears twice/);
    expect(refusal(() => parseCsv(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).message).toMatch(/neither a text file nor an Excel workbook/);
  });

  it('reads 10,000 rows and refuses 10,001', () => {
    const lines = Array.from({ length: 10_000 }, (_, i) => `"Post ${i}, with a comma",Bakery page,2030-05-04,07:00`);
    const started = performance.now();
    const file = parseCsv(csv(['text,accounts,date,time', ...lines].join('\n')));
    expect(file.rows).toHaveLength(10_000);
    expect(file.rows[9_999]).toEqual({ text: 'Post 9999, with a comma', accounts: 'Bakery page', date: '2030-05-04', time: '07:00' });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(refusal(() => parseCsv(csv(['text', ...Array.from({ length: 10_001 }, (_, i) => `p${i}`)].join('\n')))).message).toMatch(/more than 10000 rows/);
  });

  it('maps columns from their names, the template included', () => {
    expect(guessMapping(['Text', 'Account', 'Time zone', 'media_urls', 'Media names', 'First comment', 'text.x', 'Text LinkedIn', 'Date', 'Time', 'notes'])).toEqual({
      text: 'Text',
      accounts: 'Account',
      timeZone: 'Time zone',
      mediaUrls: 'media_urls',
      mediaNames: 'Media names',
      firstComment: 'First comment',
      'text.twitter': 'text.x',
      'text.linkedin': 'Text LinkedIn',
      date: 'Date',
      time: 'Time',
    });
    const template = parseCsv(csv(BULK_IMPORT_TEMPLATE));
    expect(Object.keys(guessMapping(template.headers))).toHaveLength(10);
  });
});

describe('reading a row as a post', () => {
  it('turns a wall-clock time in its time zone into the UTC instant, across DST', () => {
    expect(zonedInstant({ year: 2030, month: 5, day: 4, hour: 7, minute: 0 }, 'Europe/Bucharest')?.toISOString()).toBe('2030-05-04T04:00:00.000Z');
    expect(zonedInstant({ year: 2030, month: 1, day: 4, hour: 7, minute: 0 }, 'America/New_York')?.toISOString()).toBe('2030-01-04T12:00:00.000Z');
    // 02:30 does not exist in Paris on 31 March 2030 (clocks go 02:00 -> 03:00): read as 03:30 CEST.
    expect(zonedInstant({ year: 2030, month: 3, day: 31, hour: 2, minute: 30 }, 'Europe/Paris')?.toISOString()).toBe('2030-03-31T01:30:00.000Z');
    expect(zonedInstant({ year: 2030, month: 3, day: 31, hour: 3, minute: 30 }, 'Europe/Paris')?.toISOString()).toBe('2030-03-31T01:30:00.000Z');
  });

  it('reads accounts by name (any case) or id, groups, per-network text and library media', () => {
    const read = row({ text: 'Fresh bread', accounts: 'bakery PAGE', groups: 'Local pages', date: '2030-05-04', time: '7:00 pm', time_zone: 'Europe/Paris', 'text.twitter': 'Fresh bread #x', media_names: 'loaf.jpg' });
    expect(read.errors).toEqual([]);
    expect(read.accounts.map((a) => a.id)).toEqual([1, 2]);
    expect(read.scheduledAt?.toISOString()).toBe('2030-05-04T17:00:00.000Z');
    expect(read.overrides).toEqual([{ accountId: 2, text: 'Fresh bread #x' }]);
    expect(read.mediaIds).toEqual([30]);
    expect(row({ text: 'x', accounts: '4', date: '2030-05-04', time: '07:00' }).accounts.map((a) => a.id)).toEqual([4]);
  });

  it('names each problem: unknown or ambiguous accounts, groups, media, bad dates, times and zones, the past', () => {
    const fields = (values: Record<string, string>) => row(values).errors.map((e) => `${e.field}: ${e.message}`);
    expect(fields({ text: 'x', accounts: 'Nobody', date: '2030-05-04', time: '07:00' })).toEqual(['accounts: No connected account "Nobody" in this workspace']);
    expect(fields({ text: 'x', accounts: 'twin', date: '2030-05-04', time: '07:00' })[0]).toMatch(/Several accounts are named "twin".*3, 4/);
    expect(fields({ text: 'x', groups: 'Nope', date: '2030-05-04', time: '07:00' })).toEqual(['groups: No group "Nope" in this workspace']);
    expect(fields({ text: 'x', accounts: '', date: '2030-05-04', time: '07:00' })).toEqual(['accounts: Name at least one account or group']);
    expect(fields({ text: 'x', accounts: 'Bakery page', date: '2030-02-30', time: '07:00' })).toEqual(['date: "2030-02-30" is not a date (use YYYY-MM-DD)']);
    expect(fields({ text: 'x', accounts: 'Bakery page', date: '31/12/2030', time: '07:00' })).toEqual(['date: "31/12/2030" is not a date (use YYYY-MM-DD)']);
    expect(fields({ text: 'x', accounts: 'Bakery page', date: '2030-05-04', time: '25:00' })).toEqual(['time: "25:00" is not a time (use HH:MM, 24-hour)']);
    expect(fields({ text: 'x', accounts: 'Bakery page', date: '2030-05-04', time: '07:00', timezone: 'Mars/Olympus' })[0]).toMatch(/not a known time zone/);
    expect(fields({ text: 'x', accounts: 'Bakery page', date: '2029-05-04', time: '07:00' })).toEqual(['date: is in the past']);
    expect(fields({ text: 'x', accounts: 'Bakery page', date: '2030-05-04', time: '07:00', media_names: 'gone.png' })).toEqual(['mediaNames: No file "gone.png" in the media library']);
    expect(fields({ text: 'x', accounts: 'Bakery page', date: '2030-05-04', time: '07:00', media_urls: 'ftp://files/a.png' })).toEqual(['mediaUrls: "ftp://files/a.png" is not an http(s) address']);
  });

  it("checks each account's network rules: too long for X, fine for Facebook", () => {
    const long = 'a'.repeat(300);
    const errors = row({ text: long, groups: 'Local pages', date: '2030-05-04', time: '07:00' }).errors;
    expect(errors).toHaveLength(1);
    expect(errors[0]?.field).toBe('text');
    expect(errors[0]?.message).toMatch(/^Bakery X: /);
    expect(row({ text: long, groups: 'Local pages', date: '2030-05-04', time: '07:00', 'text.twitter': 'short for X' }).errors).toEqual([]);
  });

  it('reads a full instant with its offset from the date column', () => {
    expect(row({ text: 'x', accounts: 'Bakery page', date: '2030-05-04T07:00:00+03:00' }).scheduledAt?.toISOString()).toBe('2030-05-04T04:00:00.000Z');
  });
});
