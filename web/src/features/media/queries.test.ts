import { describe, expect, it } from 'vitest';
import type { MediaLimits } from '@cadence/contracts';
import { mediaListQueryOf, validateMediaSearch } from './queries';
import { kindOfType, localProblem } from './upload';

describe('media library search', () => {
  it('keeps known filters from the URL and drops the rest', () => {
    expect(validateMediaSearch({ page: '2', kind: 'video', folderId: '0', tag: 'spring', sort: 'name', order: 'asc', view: 'list', search: ' beach ' })).toEqual({
      page: 2,
      kind: 'video',
      folderId: 0,
      tag: 'spring',
      sort: 'name',
      order: 'asc',
      view: 'list',
      search: ' beach ',
    });
    expect(validateMediaSearch({ page: '0', kind: 'pdf', folderId: '-1', sort: 'sha256', view: 'table', search: '   ' })).toEqual({});
  });

  it('asks for the newest first unless sorted otherwise, with pages from 0', () => {
    expect(mediaListQueryOf({})).toEqual({ limit: 24, page: 0, orderBy: 'createdAt', order: 'desc' });
    expect(mediaListQueryOf({ page: 3, sort: 'name', folderId: 0, kind: 'gif' }, 12)).toEqual({ limit: 12, page: 2, orderBy: 'name', order: 'asc', folderId: 0, kind: 'gif' });
  });
});

describe('checks before an upload', () => {
  const limits: MediaLimits = {
    maxBytes: { image: 1000, gif: 500, video: 5000 },
    maxPixels: 1_000_000,
    mimeTypes: { image: ['image/jpeg', 'image/png', 'image/webp'], gif: ['image/gif'], video: ['video/mp4', 'video/quicktime', 'video/webm'] },
    videoPosters: true,
  };
  const file = (type: string, size: number, name = 'a') => new File([new Uint8Array(size)], name, { type });

  it('tells the kind from the declared type', () => {
    expect(kindOfType('image/gif')).toBe('gif');
    expect(kindOfType('video/quicktime')).toBe('video');
    expect(kindOfType('application/pdf')).toBeNull();
  });

  it('refuses a type the server refuses and a file over its kind limit', () => {
    expect(localProblem(file('application/pdf', 10, 'x.pdf'), limits)).toEqual({ key: 'type', values: { name: 'x.pdf' } });
    expect(localProblem(file('image/gif', 600, 'big.gif'), limits)).toMatchObject({ key: 'tooLarge', values: { name: 'big.gif' } });
    expect(localProblem(file('image/png', 600), limits)).toBeUndefined();
    expect(localProblem(file('video/mp4', 4000), limits)).toBeUndefined();
  });
});
