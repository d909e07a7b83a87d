import { describe, expect, it } from 'vitest';
import { slateSvg } from '../src/features/relay/slate';

describe('the holding slate card', () => {
  it("says it in the language of whoever went live, over the stream's title, escaped and cut when long", () => {
    expect(slateSvg('Spring launch', 'en', { width: 1280, height: 720 })).toContain('>We&apos;ll be right back</text>');
    expect(slateSvg('Spring launch', 'fr', { width: 1280, height: 720 })).toContain('>Nous revenons tout de suite</text>');
    expect(slateSvg('Spring launch', 'zh', { width: 1280, height: 720 })).toContain('>马上回来</text>');
    const svg = slateSvg('Q&A <live> "now"', 'ro', { width: 640, height: 360 });
    expect(svg).toContain('>Revenim imediat</text>');
    expect(svg).toContain('>Q&amp;A &lt;live&gt; &quot;now&quot;</text>');
    expect(svg).toContain('width="640" height="360"');
    const long = slateSvg('x'.repeat(200), 'en', { width: 1280, height: 720 });
    expect(long).toContain(`>${'x'.repeat(79)}…</text>`);
    // No title: the words alone.
    expect(slateSvg('  ', 'en', { width: 1280, height: 720 }).match(/<text/g)).toHaveLength(1);
  });
});
