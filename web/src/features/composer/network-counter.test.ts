import { describe, expect, it } from 'vitest';
import { textCounter } from './network-counter';

describe('textCounter', () => {
  it("shows Bluesky's byte limit when the bytes run out before the 300 graphemes", () => {
    // 300 family emoji: 300 graphemes, 25 bytes each: within the grapheme limit, 7,500 bytes of 3,000.
    const families = '👨‍👩‍👧‍👦'.repeat(300);
    expect(textCounter('bluesky', families)).toMatchObject({ unit: 'bytes', count: 7_500, max: 3_000, state: 'over' });
  });

  it('shows the characters while they are the nearer limit', () => {
    expect(textCounter('bluesky', 'a'.repeat(290))).toMatchObject({ unit: 'characters', count: 290, max: 300, state: 'near' });
    // Chinese: 3 bytes a character, 900 of 3,000 bytes against 300 of 300 graphemes.
    expect(textCounter('bluesky', '面'.repeat(300))).toMatchObject({ unit: 'characters', count: 300, max: 300, state: 'near' });
    expect(textCounter('twitter', 'hello')).toMatchObject({ unit: 'characters', count: 5, max: 280, state: 'ok' });
  });
});
