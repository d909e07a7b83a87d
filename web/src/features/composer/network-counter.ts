import { NETWORK_RULES, textLength, type AccountType } from '@cadence/contracts';

/** What a network's character counter shows: the length as that network counts it, and its limit. */
export interface TextCounter {
  count: number;
  max: number;
  /** Characters left (negative past the limit). */
  left: number;
  state: 'ok' | 'near' | 'over';
}

/** The counter of `text` for one network (X weighs URLs and CJK, Bluesky counts graphemes). */
export function textCounter(type: AccountType, text: string): TextCounter {
  const rules = NETWORK_RULES[type];
  const count = textLength(text, rules.textCounting);
  const max = rules.maxTextLength;
  const left = max - count;
  return { count, max, left, state: left < 0 ? 'over' : left <= Math.max(10, Math.round(max * 0.05)) ? 'near' : 'ok' };
}

/** Whether a network shows a counter at all (WordPress posts are articles, with no useful limit). */
export function showsCounter(type: AccountType): boolean {
  return NETWORK_RULES[type].maxTextLength < 100_000;
}
