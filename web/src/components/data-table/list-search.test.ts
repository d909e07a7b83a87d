import { describe, expect, it } from 'vitest';
import { listQueryOf, listSearchValidator, nextListSearch, nextSort } from './list-search';

const validate = listSearchValidator(['id', 'name', 'email', 'createdAt']);
const defaults = { limit: 5, orderBy: 'id' } as const;

describe('listSearchValidator', () => {
  it('keeps well-formed values', () => {
    expect(validate({ page: 2, limit: 10, orderBy: 'name', order: 'desc', search: 'ana' })).toEqual({ page: 2, limit: 10, orderBy: 'name', order: 'desc', search: 'ana' });
    expect(validate({ page: '3', limit: '25' })).toEqual({ page: 3, limit: 25 });
    expect(validate({ search: 2024 })).toEqual({ search: '2024' });
  });

  it('drops what the list cannot use', () => {
    expect(validate({ page: -1, limit: 7, orderBy: 'password', order: 'up', search: '   ' })).toEqual({});
    expect(validate({ page: 1.5, limit: 'many' })).toEqual({});
    expect(validate({ page: 0 })).toEqual({});
  });
});

describe('listQueryOf', () => {
  it('fills in the defaults of SPEC §7 and trims the search', () => {
    expect(listQueryOf({}, defaults)).toEqual({ page: 0, limit: 5, orderBy: 'id', order: 'asc' });
    expect(listQueryOf({ page: 1, limit: 10, orderBy: 'email', order: 'desc', search: ' ana ' }, defaults)).toEqual({
      page: 1,
      limit: 10,
      orderBy: 'email',
      order: 'desc',
      search: 'ana',
    });
  });
});

describe('nextListSearch', () => {
  it('goes back to the first page when the sort, the search or the page size changes', () => {
    expect(nextListSearch({ page: 3 }, { search: 'ana' }, defaults)).toEqual({ search: 'ana' });
    expect(nextListSearch({ page: 3 }, { limit: 25 }, defaults)).toEqual({ limit: 25 });
    expect(nextListSearch({ page: 3, search: 'ana' }, { orderBy: 'name', order: 'asc' }, defaults)).toEqual({ orderBy: 'name', order: 'asc', search: 'ana' });
    expect(nextListSearch({ page: 3, search: 'ana' }, { page: 4 }, defaults)).toEqual({ page: 4, search: 'ana' });
  });

  it('leaves defaults out of the URL', () => {
    expect(nextListSearch({ limit: 10 }, { limit: 5, orderBy: 'id', order: 'asc', search: '' }, defaults)).toEqual({});
  });
});

describe('nextSort', () => {
  it('cycles ascending, descending, then the default order', () => {
    expect(nextSort({}, 'name', defaults)).toEqual({ orderBy: 'name', order: 'asc' });
    expect(nextSort({ orderBy: 'name', order: 'asc' }, 'name', defaults)).toEqual({ orderBy: 'name', order: 'desc' });
    expect(nextSort({ orderBy: 'name', order: 'desc' }, 'name', defaults)).toEqual({ orderBy: 'id', order: 'asc' });
    expect(nextSort({}, 'id', defaults)).toEqual({ orderBy: 'id', order: 'desc' });
  });
});
