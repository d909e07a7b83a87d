import type { AccountType, LinkCard } from '@cadence/contracts';

/** What "Use" hands to the composer: the text, the accounts, each network's own version and the page's card. */
export interface ComposerPrefill {
  text: string;
  accountIds: number[];
  overrides: Partial<Record<AccountType, { text: string; thread: string[] }>>;
  linkCard: LinkCard | null;
  /** Days after the composer's first free slot (post k of a week goes k - 1 days later). */
  dayOffset?: number;
}

const KEY = 'cadence.ai.prefill';

/** Kept for the next composer opened in this tab. */
export function handPrefill(prefill: ComposerPrefill): void {
  sessionStorage.setItem(KEY, JSON.stringify(prefill));
}

/** The prefill waiting for the composer, if any (cleared with `clearPrefill` once the composer has it). */
export function peekPrefill(): ComposerPrefill | null {
  const raw = sessionStorage.getItem(KEY);
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as ComposerPrefill;
    return typeof value.text === 'string' && Array.isArray(value.accountIds) ? value : null;
  } catch {
    return null;
  }
}

/** The text a network publishes, with the page's link added when the model left it out (so the card shows). */
export function withLink(text: string, card: LinkCard | null): string {
  if (!card || text.includes(card.url)) return text;
  return `${text}\n\n${card.url}`;
}

export function clearPrefill(): void {
  sessionStorage.removeItem(KEY);
}

/** A wall-clock date ("2026-11-24") moved by whole days. */
export function shiftDate(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return moved.toISOString().slice(0, 10);
}
