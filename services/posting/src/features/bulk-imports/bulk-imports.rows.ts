import {
  ACCOUNT_TYPES,
  validateContent,
  type AccountType,
  type BulkImportField,
  type BulkImportMapping,
  type BulkRowError,
  type MediaFacts,
  type TargetOverride,
} from '@cadence/contracts';

/** What a row can name in its workspace: its accounts, groups and library media, by name. */
export interface Directory {
  accounts: { id: number; name: string; type: AccountType }[];
  groups: { id: number; name: string; accountIds: number[] }[];
  media: { id: number; name: string; facts: MediaFacts }[];
}

/** A row as the composer would receive it, or its errors. */
export interface ReadRow {
  errors: BulkRowError[];
  accounts: Directory['accounts'];
  scheduledAt: Date | null;
  timeZone: string;
  text: string;
  firstComment: string | null;
  mediaIds: number[];
  mediaUrls: string[];
  overrides: TargetOverride[];
}

/** Cells listing several names: `|`, `;` or `,` between them. */
export function splitList(cell: string): string[] {
  return cell
    .split(/[|;,\n]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat | null {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    } catch {
      return null;
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the name is an IANA time zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  return formatterOf(timeZone) !== null;
}

function readOffset(instant: number, formatter: Intl.DateTimeFormat): number {
  const parts = Object.fromEntries(formatter.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]));
  const wall = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** Offsets read per zone and six-hour window: a zone changes its offset at most once in one (DST, never twice). */
const WINDOW = 6 * 3_600_000;
const windows = new WeakMap<Intl.DateTimeFormat, Map<number, number | null>>();

/**
 * The zone's offset at `instant`: from its window when the offsets at the window's two ends
 * agree (no change inside), read exactly otherwise.
 */
function offsetAt(instant: number, formatter: Intl.DateTimeFormat): number {
  let known = windows.get(formatter);
  if (!known) {
    known = new Map();
    windows.set(formatter, known);
  }
  const start = Math.floor(instant / WINDOW) * WINDOW;
  let offset = known.get(start);
  if (offset === undefined) {
    const first = readOffset(start, formatter);
    offset = first === readOffset(start + WINDOW - 1000, formatter) ? first : null;
    if (known.size > 10_000) known.clear();
    known.set(start, offset);
  }
  return offset ?? readOffset(instant, formatter);
}

/**
 * The UTC instant of a wall-clock time in `timeZone`. A time skipped by a DST change reads as
 * the same time after it (02:30 on a spring-forward night is 03:30); a repeated one as its later occurrence.
 */
export function zonedInstant(wall: { year: number; month: number; day: number; hour: number; minute: number }, timeZone: string): Date | null {
  const formatter = formatterOf(timeZone);
  if (!formatter) return null;
  const guess = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const first = offsetAt(guess, formatter);
  const second = offsetAt(guess - first, formatter);
  return new Date(guess - (second === first ? first : second));
}

const DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$|^(\d{4})\/(\d{1,2})\/(\d{1,2})$/;
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]\.?m\.?)?$/i;
/** A wall-clock date and time in one cell (a spreadsheet's date-time), read in the row's time zone. */
const WALL = /^(\d{4}[-/]\d{1,2}[-/]\d{1,2})[T ](\d{1,2}:\d{2}(?::\d{2})?)$/;
/** A full instant with its offset: 2030-05-04T07:00:00+03:00 or ...Z. */
const INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

function readDate(cell: string): { year: number; month: number; day: number } | null {
  const match = DATE.exec(cell);
  if (!match) return null;
  const [year, month, day] = (match[1] ? [match[1], match[2], match[3]] : [match[4], match[5], match[6]]).map(Number) as [number, number, number];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

function readTime(cell: string): { hour: number; minute: number } | null {
  const match = TIME.exec(cell);
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2]);
  const meridiem = match[4]?.toLowerCase().replace(/\./g, '');
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === 'pm' ? 12 : 0);
  }
  if (hour > 23 || minute > 59) return null;
  return { hour, minute };
}

function cellOf(values: Record<string, string>, mapping: BulkImportMapping, field: BulkImportField): string {
  const header = mapping[field];
  return header === undefined ? '' : (values[header] ?? '').trim();
}

function byName<T extends { name: string }>(items: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const name = item.name.trim().toLowerCase();
    map.set(name, [...(map.get(name) ?? []), item]);
  }
  return map;
}

/** Lookups of a directory, built once for all rows of a file. */
export interface Lookup {
  directory: Directory;
  accountsByName: Map<string, Directory['accounts']>;
  accountsById: Map<number, Directory['accounts'][number]>;
  groupsByName: Map<string, Directory['groups']>;
  mediaByName: Map<string, Directory['media']>;
}

export function lookupOf(directory: Directory): Lookup {
  return {
    directory,
    accountsByName: byName(directory.accounts),
    accountsById: new Map(directory.accounts.map((account) => [account.id, account])),
    groupsByName: byName(directory.groups),
    mediaByName: byName(directory.media),
  };
}

function readWhen(values: Record<string, string>, mapping: BulkImportMapping, defaultZone: string, now: Date, errors: BulkRowError[], queue: boolean): { at: Date | null; zone: string } {
  const zoneCell = cellOf(values, mapping, 'timeZone');
  const zone = zoneCell || defaultZone;
  if (!isTimeZone(zone)) {
    errors.push({ field: 'timeZone', message: `"${zone}" is not a known time zone (use a name such as Europe/Paris)` });
    return { at: null, zone: defaultZone };
  }
  let dateCell = cellOf(values, mapping, 'date');
  let timeCell = cellOf(values, mapping, 'time');
  // "Add to queue": a row without a date takes its accounts' next free slots.
  if (queue && dateCell === '' && timeCell === '') return { at: null, zone };
  if (dateCell === '') {
    errors.push({ field: 'date', message: 'is required (YYYY-MM-DD)' });
    return { at: null, zone };
  }
  let at: Date | null = null;
  if (INSTANT.test(dateCell) && timeCell === '') {
    at = new Date(dateCell.replace(' ', 'T'));
    if (Number.isNaN(at.getTime())) at = null;
    if (!at) errors.push({ field: 'date', message: `"${dateCell}" is not a date` });
  } else {
    // A date cell holding its time too (`2030-05-04 07:00`) stands for both when the time cell is empty.
    const both = timeCell === '' ? WALL.exec(dateCell) : null;
    if (both) [dateCell, timeCell] = [both[1] ?? '', both[2] ?? ''];
    const date = readDate(dateCell);
    const time = timeCell === '' ? null : readTime(timeCell);
    if (!date) errors.push({ field: 'date', message: `"${dateCell}" is not a date (use YYYY-MM-DD)` });
    if (timeCell === '') errors.push({ field: 'time', message: 'is required (HH:MM, 24-hour)' });
    else if (!time) errors.push({ field: 'time', message: `"${timeCell}" is not a time (use HH:MM, 24-hour)` });
    if (date && time) at = zonedInstant({ ...date, ...time }, zone);
  }
  if (at && at.getTime() <= now.getTime()) errors.push({ field: 'date', message: 'is in the past' });
  return { at, zone };
}

function readTargets(values: Record<string, string>, mapping: BulkImportMapping, lookup: Lookup, errors: BulkRowError[]): Directory['accounts'] {
  const chosen = new Map<number, Directory['accounts'][number]>();
  for (const name of splitList(cellOf(values, mapping, 'accounts'))) {
    const byId = /^\d+$/.test(name) ? lookup.accountsById.get(Number(name)) : undefined;
    const matches = byId ? [byId] : (lookup.accountsByName.get(name.toLowerCase()) ?? []);
    if (matches.length === 0) errors.push({ field: 'accounts', message: `No connected account "${name}" in this workspace` });
    else if (matches.length > 1) errors.push({ field: 'accounts', message: `Several accounts are named "${name}": use the account's id (${matches.map((m) => m.id).join(', ')})` });
    else for (const account of matches) chosen.set(account.id, account);
  }
  for (const name of splitList(cellOf(values, mapping, 'groups'))) {
    const [group] = lookup.groupsByName.get(name.toLowerCase()) ?? [];
    if (!group) {
      errors.push({ field: 'groups', message: `No group "${name}" in this workspace` });
      continue;
    }
    for (const id of group.accountIds) {
      const account = lookup.accountsById.get(id);
      if (account) chosen.set(id, account);
    }
  }
  if (chosen.size === 0 && !errors.some((error) => error.field === 'accounts' || error.field === 'groups')) {
    errors.push({ field: 'accounts', message: 'Name at least one account or group' });
  }
  return [...chosen.values()].sort((a, b) => a.id - b.id);
}

/** The library file names rows give in their media column (lower case, each once): what their directory must hold. */
export function mediaNamesOf(rows: readonly Record<string, string>[], mapping: BulkImportMapping): string[] {
  if (mapping.mediaNames === undefined) return [];
  return [...new Set(rows.flatMap((values) => splitList(cellOf(values, mapping, 'mediaNames')).map((name) => name.toLowerCase())))];
}

function readMedia(values: Record<string, string>, mapping: BulkImportMapping, lookup: Lookup, errors: BulkRowError[]): { ids: number[]; urls: string[]; facts: MediaFacts[] } {
  const ids: number[] = [];
  const facts: MediaFacts[] = [];
  for (const name of splitList(cellOf(values, mapping, 'mediaNames'))) {
    const [item] = lookup.mediaByName.get(name.toLowerCase()) ?? [];
    if (!item) errors.push({ field: 'mediaNames', message: `No file "${name}" in the media library` });
    else if (!ids.includes(item.id)) {
      ids.push(item.id);
      facts.push(item.facts);
    }
  }
  const urls: string[] = [];
  for (const value of cellOf(values, mapping, 'mediaUrls').split(/[\s|]+/).filter((part) => part !== '')) {
    let url: URL | null = null;
    try {
      url = new URL(value);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) errors.push({ field: 'mediaUrls', message: `"${value}" is not an http(s) address` });
    else urls.push(url.href);
  }
  return { ids, urls, facts };
}

/**
 * Reads one row as the composer's post: its targets, its instant in its time zone, its text,
 * per-network texts, first comment and media; then checks what each account would publish
 * against its network's rules (media fetched from addresses are checked once fetched). With
 * `queue`, a row may leave its date out: it takes its accounts' next free queue slots. Without
 * `checkNetworks`, the networks' rules are left to the composer (an import's rows, which
 * createPosts checks again as it writes them).
 */
export function readRow(values: Record<string, string>, mapping: BulkImportMapping, defaultZone: string, lookup: Lookup, now = new Date(), queue = false, checkNetworks = true): ReadRow {
  const errors: BulkRowError[] = [];
  const accounts = readTargets(values, mapping, lookup, errors);
  const { at, zone } = readWhen(values, mapping, defaultZone, now, errors, queue);
  const media = readMedia(values, mapping, lookup, errors);
  const text = cellOf(values, mapping, 'text');
  const firstComment = cellOf(values, mapping, 'firstComment');
  const ownText = new Map<AccountType, string>();
  for (const type of ACCOUNT_TYPES) {
    const cell = cellOf(values, mapping, `text.${type}`);
    if (cell !== '') ownText.set(type, cell);
  }
  if (text === '' && media.ids.length === 0 && media.urls.length === 0 && !accounts.every((account) => ownText.has(account.type))) {
    errors.push({ field: 'text', message: 'is empty' });
  }
  const overrides: TargetOverride[] = [];
  for (const account of accounts) {
    const own = ownText.get(account.type);
    if (own !== undefined) overrides.push({ accountId: account.id, text: own });
    if (!checkNetworks) continue;
    const issues = validateContent(account.type, { text: own ?? text, media: media.facts, ...(firstComment ? { firstComment } : {}), settings: {} });
    // Media fetched from addresses are checked once fetched, as the composer checks an upload.
    for (const issue of issues.filter((found) => media.urls.length === 0 || found.field !== 'media')) {
      const field = issue.field === 'text' && own !== undefined ? `text.${account.type}` : issue.field === 'media' ? 'mediaNames' : issue.field;
      errors.push({ field, message: `${account.name}: ${issue.message}` });
    }
  }
  return { errors, accounts, scheduledAt: at, timeZone: zone, text, firstComment: firstComment || null, mediaIds: media.ids, mediaUrls: media.urls, overrides };
}
