import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price';

// Intl separates some currencies with a narrow no-break space; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('writes whole amounts without decimals and others with two, per locale', () => {
    expect(plain(formatPrice(2_400, 'EUR', 'en'))).toBe('€24');
    expect(plain(formatPrice(2_016, 'EUR', 'en'))).toBe('€20.16');
    expect(plain(formatPrice(2_016, 'EUR', 'fr'))).toBe('20,16 €');
    expect(plain(formatPrice(680_400, 'EUR', 'ro'))).toBe('6.804 €');
    expect(plain(formatPrice(24_192, 'EUR', 'zh-CN'))).toBe('€241.92');
  });
});
