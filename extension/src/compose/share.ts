import * as contracts from '@cadence/contracts';
import type { AccountType, MediaFacts, ValidationIssue } from '@cadence/contracts';

// The namespace import keeps every rule in the bundle: the bundler's tree shaking loses the
// network rules behind two levels of `export *` when they are imported by name.
const { textLength, validateContent } = contracts;

/** What a page hands the composer: from the toolbar, a shortcut or a context menu item. */
export interface SharedPage {
  title: string;
  url: string;
  selection: string;
  imageUrl: string | null;
}

/** The selected text as a quote, then the page's title and link (the server reads its card). */
export function composeText(page: Pick<SharedPage, 'title' | 'url' | 'selection'>): string {
  const quote = page.selection.trim().replace(/\s+/g, ' ');
  const link = [page.title.trim(), /^https?:\/\//i.test(page.url) ? page.url : ''].filter(Boolean).join(' ');
  return [quote ? `“${quote}”` : '', link].filter(Boolean).join('\n\n');
}

/** Reads what the composer was opened with from its URL (`popup.html?url=…&title=…&selection=…&image=…`). */
export function sharedPageFromSearch(search: string): SharedPage | null {
  const query = new URLSearchParams(search);
  const url = query.get('url');
  if (!url) return null;
  return { url, title: query.get('title') ?? '', selection: query.get('selection') ?? '', imageUrl: query.get('image') || null };
}

export interface NetworkCheck {
  type: AccountType;
  label: string;
  count: number;
  max: number;
  issues: ValidationIssue[];
}

/** Per network of the chosen accounts: the count by the network's own rule, its limit, what is wrong. */
export function networkChecks(types: readonly AccountType[], text: string, media: readonly MediaFacts[]): NetworkCheck[] {
  return [...new Set(types)].map((type) => {
    const rules = contracts.NETWORK_RULES[type];
    return { type, label: rules.label, count: textLength(text, rules.textCounting), max: rules.maxTextLength, issues: validateContent(type, { text, media, settings: {} }) };
  });
}

/**
 * A wall-clock time typed in the user's time zone (`YYYY-MM-DDTHH:mm`) as an ISO instant.
 * The zone's offset is read for that very moment, so daylight-saving changes are honoured.
 */
export function zonedTimeToIso(local: string, timeZone: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) throw new Error('Pick a date and time');
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const offsetAt = (instant: number): number => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
        .formatToParts(new Date(instant))
        .map((p) => [p.type, p.value]),
    );
    return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second)) - instant;
  };
  let instant = wall - offsetAt(wall);
  instant = wall - offsetAt(instant);
  return new Date(instant).toISOString();
}
