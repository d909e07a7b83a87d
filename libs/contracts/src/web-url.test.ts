import { describe, expect, it } from 'vitest';
import { webUrl } from './web-url';

describe('webUrl', () => {
  it('keeps absolute http and https links', () => {
    expect(webUrl('https://bsky.app/profile/a/post/1')).toBe('https://bsky.app/profile/a/post/1');
    expect(webUrl('http://blog.example.com/?p=3')).toBe('http://blog.example.com/?p=3');
  });

  it('drops every other scheme, relative links and nothing', () => {
    for (const value of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', 'file:///etc/passwd', '/relative', 'not a url', '', null, undefined]) {
      expect(webUrl(value), String(value)).toBeNull();
    }
  });
});
