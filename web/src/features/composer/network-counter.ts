import { NETWORK_RULES, textLength, type AccountType } from '@cadence/contracts';

/** What a network's character counter shows: the length as that network counts it, and its limit. */
export interface TextCounter {
  /** What the binding limit counts: characters, or bytes where a network limits both (Bluesky) and bytes run out first. */
  unit: 'characters' | 'bytes';
  count: number;
  max: number;
  /** Characters left (negative past the limit). */
  left: number;
  state: 'ok' | 'near' | 'over';
}

/** The counter of `text` for one network (X weighs URLs and CJK, Bluesky counts graphemes and bytes). */
export function textCounter(type: AccountType, text: string): TextCounter {
  const rules = NETWORK_RULES[type];
  const characters = counterOf('characters', textLength(text, rules.textCounting), rules.maxTextLength);
  if (rules.maxTextBytes === undefined) return characters;
  // Bluesky: 300 graphemes and 3,000 bytes; the counter shows the one nearer its end.
  const bytes = counterOf('bytes', utf8.encode(text).length, rules.maxTextBytes);
  return bytes.count / bytes.max > characters.count / characters.max ? bytes : characters;
}

const utf8 = new TextEncoder();

function counterOf(unit: TextCounter['unit'], count: number, max: number): TextCounter {
  const left = max - count;
  return { unit, count, max, left, state: left < 0 ? 'over' : left <= Math.max(10, Math.round(max * 0.05)) ? 'near' : 'ok' };
}

/** Whether a network shows a counter at all (WordPress posts are articles, with no useful limit). */
export function showsCounter(type: AccountType): boolean {
  return NETWORK_RULES[type].maxTextLength < 100_000;
}
