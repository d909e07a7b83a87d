import twitterText from 'twitter-text';
import type { NetworkRules } from './network-rules';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const utf8 = new TextEncoder();
const pictographic = /\p{Extended_Pictographic}/u;

/**
 * The length of a text as the network counts it: graphemes for Bluesky, X's weighted count
 * (twitter-text: every URL 23, CJK and emoji 2), Threads' count (one per character, an emoji
 * its UTF-8 bytes), UTF-16 characters elsewhere.
 */
export function textLength(text: string, counting: NetworkRules['textCounting']): number {
  switch (counting) {
    case 'graphemes': {
      let count = 0;
      for (const segment of graphemes.segment(text)) count += segment.segment.length > 0 ? 1 : 0;
      return count;
    }
    case 'twitter-weighted':
      return twitterText.parseTweet(text).weightedLength;
    case 'emoji-bytes': {
      let count = 0;
      for (const { segment } of graphemes.segment(text)) count += pictographic.test(segment) ? utf8.encode(segment).length : 1;
      return count;
    }
    case 'characters':
      return text.length;
  }
}

/**
 * `text` shortened to at most `max` graphemes (what a reader sees as one character: an emoji
 * with its modifiers, a letter with its accents), never cut inside one; a cut text ends in
 * `ellipsis`, counted in `max`.
 */
export function cutGraphemes(text: string, max: number, ellipsis = '…'): string {
  // No more UTF-16 units than the limit: no more graphemes either.
  if (text.length <= max) return text;
  const parts: string[] = [];
  for (const { segment } of graphemes.segment(text)) {
    if (parts.length > max) break;
    parts.push(segment);
  }
  if (parts.length <= max) return text;
  const room = Math.max(0, max - [...graphemes.segment(ellipsis)].length);
  return `${parts.slice(0, room).join('').trimEnd()}${ellipsis}`;
}
