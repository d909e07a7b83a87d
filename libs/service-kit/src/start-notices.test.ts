import { describe, expect, it } from 'vitest';
import { boxed, startBox } from './start-notices';

describe('the start box', () => {
  it('draws every line inside one frame of the longest line’s width', () => {
    const lines = boxed(['Cadence is running: http://localhost:3000', 'API docs']).trim().split('\n');
    expect(lines[0]).toBe(`┌${'─'.repeat(43)}┐`);
    expect(lines[2]).toBe(`│ API docs${' '.repeat(33)} │`);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  });

  it('puts each notice under the announcement with its link on the server’s address', () => {
    const text = startBox('http://localhost:3000/', ['Cadence is running'], [{ text: 'No administrator yet.', path: '/setup?token=abc' }]);
    expect(text).toContain('│ http://localhost:3000/setup?token=abc │');
    expect(text.indexOf('Cadence is running')).toBeLessThan(text.indexOf('No administrator yet.'));
  });
});
