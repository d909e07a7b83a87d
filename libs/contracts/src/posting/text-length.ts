import twitterText from 'twitter-text';
import type { NetworkRules } from './network-rules';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The length of a text as the network counts it: graphemes for Bluesky, X's weighted count
 * (twitter-text: every URL 23, CJK and emoji 2), UTF-16 characters elsewhere.
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
    case 'characters':
      return text.length;
  }
}
