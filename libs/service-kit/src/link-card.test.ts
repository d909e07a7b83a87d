import { describe, expect, it } from 'vitest';
import { firstLink } from '@cadence/contracts';
import { cardFromHtml, readableText } from './link-card';

describe('firstLink', () => {
  it('finds the first http(s) link, without the punctuation that ends the sentence', () => {
    expect(firstLink('See https://example.com/a?b=1. Then more')).toBe('https://example.com/a?b=1');
    expect(firstLink('(read http://example.org/x), then https://example.com')).toBe('http://example.org/x');
    expect(firstLink('no link, just example.com')).toBeNull();
  });
});

describe('cardFromHtml', () => {
  it('reads Open Graph first, then Twitter tags, then the title and description; resolves the image against the page', () => {
    const og = '<head><title>T</title><meta property="og:title" content="OG &amp; co"><meta name="description" content="Plain"><meta name="twitter:image" content="img/a.jpg"></head>';
    expect(cardFromHtml(og, 'https://example.com/news/1')).toEqual({ url: 'https://example.com/news/1', title: 'OG & co', description: 'Plain', imageUrl: 'https://example.com/news/img/a.jpg' });
    expect(cardFromHtml('<title> Only a title </title>', 'https://example.com/')).toEqual({ url: 'https://example.com/', title: 'Only a title', description: '' });
    expect(cardFromHtml('<meta property="og:image" content="javascript:alert(1)"><title>x</title>', 'https://example.com/')).not.toHaveProperty('imageUrl');
    expect(cardFromHtml('<p>no title</p>', 'https://example.com/')).toBeNull();
  });
});

describe('readableText', () => {
  it('keeps the blocks of text and leaves out scripts, styles, navigation, headers, footers and forms', () => {
    const html = `<html><head><title>T</title><style>p{}</style></head><body>
      <header>Site menu</header><nav><a>Home</a></nav>
      <article><h1>Spring sale</h1><p>Everything is 20% off &amp; shipping is free.</p><script>alert(1)</script><ul><li>Boots</li><li>Coats</li></ul></article>
      <form><button>Subscribe</button></form><footer>© Shop</footer></body></html>`;
    expect(readableText(html)).toBe('Spring sale\nEverything is 20% off & shipping is free.\nBoots\nCoats');
  });
});
