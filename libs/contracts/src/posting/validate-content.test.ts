import { describe, expect, it } from 'vitest';
import type { MediaFacts, TargetContent } from './network-rules';
import { cutGraphemes, textLength, validateContent } from './validate-content';

const image = (over: Partial<MediaFacts> = {}): MediaFacts => ({ kind: 'image', mimeType: 'image/jpeg', sizeBytes: 200_000, width: 1200, height: 800, ...over });
const video = (over: Partial<MediaFacts> = {}): MediaFacts => ({ kind: 'video', mimeType: 'video/mp4', sizeBytes: 5_000_000, durationSeconds: 30, width: 1280, height: 720, ...over });
const content = (over: Partial<TargetContent> = {}): TargetContent => ({ text: 'Hello', media: [], settings: {}, ...over });
const codes = (issues: { code: string }[]) => issues.map((issue) => issue.code);

describe('textLength', () => {
  it('counts graphemes, so a family emoji is one', () => {
    expect(textLength('👨‍👩‍👧‍👦 hi', 'graphemes')).toBe(4);
    expect(textLength('👨‍👩‍👧‍👦 hi', 'characters')).toBe(14);
  });

  it('weights X text: a URL is 23, CJK is 2 per character', () => {
    expect(textLength('see https://example.com/a/very/long/path/that/goes/on/and/on', 'twitter-weighted')).toBe(4 + 23);
    expect(textLength('你好', 'twitter-weighted')).toBe(4);
    expect(textLength('abc', 'twitter-weighted')).toBe(3);
  });
});

describe('validateContent', () => {
  it('accepts a plain post on every text network', () => {
    for (const type of ['bluesky', 'twitter', 'linkedin', 'linkedin-page'] as const) expect(validateContent(type, content())).toEqual([]);
    expect(validateContent('wordpress-org', content({ settings: { title: 'A title' } }))).toEqual([]);
  });

  it('refuses an empty post', () => {
    expect(codes(validateContent('bluesky', content({ text: '  ' })))).toEqual(['text.required']);
  });

  it('counts Bluesky text in graphemes: 300 emoji pass, 301 fail', () => {
    expect(validateContent('bluesky', content({ text: '👍🏽'.repeat(300) }))).toEqual([]);
    const issues = validateContent('bluesky', content({ text: '👍🏽'.repeat(301) }));
    expect(issues).toMatchObject([{ field: 'text', code: 'text.tooLong', params: { max: 300, count: 301 } }]);
  });

  it('also counts Bluesky text in bytes: 300 family emoji pass the grapheme count and fail the 3,000 bytes', () => {
    const family = '👨‍👩‍👧‍👦';
    const issues = validateContent('bluesky', content({ text: family.repeat(300) }));
    expect(issues).toMatchObject([{ field: 'text', code: 'text.tooManyBytes', params: { max: 3000, count: 7500 } }]);
    expect(validateContent('bluesky', content({ text: 'é'.repeat(300) }))).toEqual([]);
    expect(codes(validateContent('bluesky', content({ text: 'ok', thread: [family.repeat(121)] })))).toEqual(['text.tooManyBytes']);
  });

  it('counts a YouTube description in bytes too', () => {
    const video = { kind: 'video' as const, mimeType: 'video/mp4', sizeBytes: 5_000_000, durationSeconds: 30, width: 1280, height: 720 };
    const settings = { title: 'A video', privacy: 'public', madeForKids: false };
    expect(codes(validateContent('youtube', content({ text: '字'.repeat(1700), media: [video], settings })))).toEqual(['text.tooManyBytes']);
    expect(validateContent('youtube', content({ text: '字'.repeat(1666), media: [video], settings }))).toEqual([]);
  });

  it('counts X text weighted: 140 CJK characters fill a post', () => {
    expect(validateContent('twitter', content({ text: '字'.repeat(140) }))).toEqual([]);
    expect(codes(validateContent('twitter', content({ text: '字'.repeat(141) })))).toEqual(['text.tooLong']);
  });

  it('checks every part of a thread and refuses threads where there are none', () => {
    const issues = validateContent('twitter', content({ thread: ['ok', 'x'.repeat(281)] }));
    expect(issues).toMatchObject([{ code: 'text.tooLong', params: { index: 2 } }]);
    expect(codes(validateContent('linkedin', content({ thread: ['more'] })))).toEqual(['thread.notAllowed']);
  });

  it('limits media count, size and type per network', () => {
    expect(codes(validateContent('bluesky', content({ media: [image(), image(), image(), image(), image()] })))).toEqual(['media.tooMany']);
    expect(validateContent('linkedin', content({ media: Array.from({ length: 20 }, () => image()) }))).toEqual([]);
    expect(codes(validateContent('bluesky', content({ media: [image({ sizeBytes: 1_000_001 })] })))).toEqual(['media.tooLarge']);
    // The message names the item (its place and its name) and the limit.
    const [large] = validateContent('bluesky', content({ media: [image(), image({ sizeBytes: 7_500_000, name: 'croissant.jpg' })] }));
    expect(large).toMatchObject({ code: 'media.tooLarge', message: 'Image 2 (croissant.jpg) is 7.2 MB; Bluesky accepts images up to 1 MB.', params: { index: 1, position: 2, name: 'croissant.jpg', max: 1_000_000, size: 7_500_000 } });
    expect(validateContent('twitter', content({ media: [image({ sizeBytes: 6 * 1024 * 1024 })] }))[0]?.message).toBe('Image 1 is 6 MB; X accepts images up to 5 MB.');
    expect(codes(validateContent('bluesky', content({ media: [image({ mimeType: 'image/tiff' })] })))).toEqual(['media.type']);
  });

  it('refuses mixed images and videos and more than one video', () => {
    expect(codes(validateContent('twitter', content({ media: [image(), video()] })))).toEqual(['media.mixed']);
    expect(codes(validateContent('bluesky', content({ media: [video(), video()] })))).toEqual(['media.tooManyVideos']);
    expect(validateContent('wordpress-org', content({ media: [image(), video()], settings: { title: 'T' } }))).toEqual([]);
  });

  it('checks video duration and aspect', () => {
    expect(codes(validateContent('twitter', content({ media: [video({ durationSeconds: 141 })] })))).toEqual(['media.tooLong']);
    expect(codes(validateContent('linkedin', content({ media: [video({ durationSeconds: 2 })] })))).toEqual(['media.tooShort']);
    expect(codes(validateContent('twitter', content({ media: [video({ width: 400, height: 1300 })] })))).toEqual(['media.aspect']);
  });

  it('lets X take one GIF of 15 MB, alone', () => {
    const gif = (over: Partial<MediaFacts> = {}) => image({ kind: 'gif', mimeType: 'image/gif', sizeBytes: 10 * 1024 * 1024, ...over });
    expect(validateContent('twitter', content({ media: [gif()] }))).toEqual([]);
    expect(codes(validateContent('twitter', content({ media: [gif(), image()] })))).toEqual(['media.mixed']);
    expect(codes(validateContent('twitter', content({ media: [gif(), gif()] })))).toEqual(['media.tooManyGifs']);
    expect(codes(validateContent('twitter', content({ media: [gif({ sizeBytes: 16 * 1024 * 1024 })] })))).toEqual(['media.tooLarge']);
    expect(codes(validateContent('bluesky', content({ media: [gif({ sizeBytes: 2_000_000 })] })))).toEqual(['media.tooLarge']);
  });

  it('checks the first comment where the network has one', () => {
    expect(codes(validateContent('wordpress', content({ firstComment: 'hi', settings: { title: 'T' } })))).toEqual(['firstComment.notAllowed']);
    expect(codes(validateContent('bluesky', content({ firstComment: 'x'.repeat(301) })))).toEqual(['text.tooLong']);
  });

  it("checks settings against the network's schema", () => {
    expect(validateContent('wordpress-org', content())).toMatchObject([{ field: 'settings', code: 'settings.required' }]);
    expect(codes(validateContent('wordpress', content({ settings: { title: 'T', status: 'live' } })))).toContain('settings.enum');
    expect(codes(validateContent('linkedin', content({ settings: { visibility: 'CONNECTIONS' } })))).toEqual([]);
    expect(codes(validateContent('linkedin-page', content({ settings: { visibility: 'CONNECTIONS' } })))).not.toEqual([]);
    expect(codes(validateContent('twitter', content({ settings: { nonsense: 1 } })))).toEqual(['settings.additionalProperties']);
  });
});

describe('validateContent for Threads', () => {
  it('counts 500 characters, an emoji as its UTF-8 bytes', () => {
    expect(textLength('héllo 👍', 'emoji-bytes')).toBe(10);
    expect(validateContent('threads', content({ text: 'é'.repeat(500) }))).toEqual([]);
    expect(validateContent('threads', content({ text: 'a'.repeat(501) }))).toMatchObject([{ code: 'text.tooLong', params: { max: 500, count: 501 } }]);
    // 125 thumbs-up emoji are 500 bytes; one more is over.
    expect(validateContent('threads', content({ text: '👍'.repeat(125) }))).toEqual([]);
    expect(codes(validateContent('threads', content({ text: '👍'.repeat(126) })))).toEqual(['text.tooLong']);
  });

  it('takes text alone, a long text as a chain of replies, and a first reply', () => {
    expect(validateContent('threads', content({ thread: ['second', 'third'], firstComment: 'more below' }))).toEqual([]);
    expect(validateContent('threads', content({ thread: ['ok', 'x'.repeat(501)] }))).toMatchObject([{ code: 'text.tooLong', params: { index: 2 } }]);
  });

  it('takes JPEG and PNG of 8 MB, videos of 5 minutes and 1 GB, and carousels of up to 20 mixed items', () => {
    expect(validateContent('threads', content({ media: [image(), video(), image({ mimeType: 'image/png' })] }))).toEqual([]);
    expect(validateContent('threads', content({ media: Array.from({ length: 20 }, () => image()) }))).toEqual([]);
    expect(codes(validateContent('threads', content({ media: Array.from({ length: 21 }, () => image()) })))).toEqual(['media.tooMany']);
    expect(codes(validateContent('threads', content({ media: [image({ mimeType: 'image/webp' })] })))).toEqual(['media.type']);
    expect(codes(validateContent('threads', content({ media: [image({ sizeBytes: 9 * 1024 * 1024 })] })))).toEqual(['media.tooLarge']);
    expect(codes(validateContent('threads', content({ media: [image({ width: 2200, height: 200 })] })))).toEqual(['media.aspect']);
    expect(codes(validateContent('threads', content({ media: [video({ durationSeconds: 301 })] })))).toEqual(['media.tooLong']);
  });

  it('checks the topic tag and who may reply', () => {
    expect(validateContent('threads', content({ settings: { topicTag: 'Sourdough baking', replyControl: 'accounts_you_follow' } }))).toEqual([]);
    expect(validateContent('threads', content({ settings: { replyControl: 'mentioned_only', linkAttachment: 'https://example.com/a' } }))).toEqual([]);
    expect(codes(validateContent('threads', content({ settings: { topicTag: 'Bread & butter' } })))).toEqual(['settings.pattern']);
    expect(codes(validateContent('threads', content({ settings: { topicTag: 'x'.repeat(51) } })))).toEqual(['settings.maxLength']);
    expect(codes(validateContent('threads', content({ settings: { replyControl: 'nobody' } })))).toEqual(['settings.enum']);
  });
});

describe('cutGraphemes', () => {
  it('cuts between graphemes, never inside an emoji, and counts the ellipsis', () => {
    const family = '👨‍👩‍👧‍👦';
    const text = `ab${family}${family}cd`;
    expect(cutGraphemes(text, 4)).toBe(`ab${family}…`);
    expect(cutGraphemes(text, 3)).toBe(`ab…`);
    expect(cutGraphemes(text, 6)).toBe(text);
    expect(cutGraphemes('👍🏽'.repeat(10), 5, '')).toBe('👍🏽'.repeat(5));
    expect(cutGraphemes('e\u0301'.repeat(5), 3)).toBe('e\u0301e\u0301…');
  });
});
