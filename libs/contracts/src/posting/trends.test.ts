import { describe, expect, it } from 'vitest';
import { asHashtag } from './trends.contracts';

describe('asHashtag', () => {
  it('keeps a hashtag as it is and joins the words of a topic, each capitalised', () => {
    expect(asHashtag('#AI')).toBe('#AI');
    expect(asHashtag('Breaking News')).toBe('#BreakingNews');
    expect(asHashtag('sourdough starter')).toBe('#SourdoughStarter');
    expect(asHashtag('sourdough')).toBe('#sourdough');
  });

  it('drops punctuation, keeps letters of every script and digits, and gives none for a name without any', () => {
    expect(asHashtag("Rock 'n' Roll!")).toBe('#RockNRoll');
    expect(asHashtag('Été 2026')).toBe('#Été2026');
    expect(asHashtag('春节')).toBe('#春节');
    expect(asHashtag('— !!')).toBeNull();
  });
});
