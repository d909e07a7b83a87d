import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import * as contracts from './index';
import { ListQuery, PERMISSIONS, defineEvent, endpointPath, isPermission, pageCount, type Endpoint } from './index';
import Type from 'typebox';

describe('permissions', () => {
  it('holds the fifty names of the specification, each once', () => {
    expect(PERMISSIONS).toHaveLength(50);
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
    expect(isPermission('ManageUsers')).toBe(true);
    expect(isPermission('manageusers')).toBe(false);
  });
});

describe('list query', () => {
  const Query = ListQuery({ orderBy: ['id', 'name'] });
  it('fills the defaults of the specification', () => {
    expect(Value.Default(Query, {})).toEqual({ pagination: true, limit: 5, page: 0, orderBy: 'id', order: 'asc' });
  });
  it('refuses an order column outside the allow-list, a huge limit, a negative page and unknown keys', () => {
    expect(Value.Check(Query, Value.Default(Query, { orderBy: 'password' }))).toBe(false);
    expect(Value.Check(Query, Value.Default(Query, { limit: 1e9 }))).toBe(false);
    expect(Value.Check(Query, Value.Default(Query, { page: -1 }))).toBe(false);
    expect(Value.Check(Query, Value.Default(Query, { nope: 1 }))).toBe(false);
  });
  const pagedEndpoints = (Object.values(contracts) as unknown[]).filter(
    (value): value is Endpoint => typeof value === 'object' && value !== null && 'paged' in value && value.paged === true,
  );
  it('is what every paged endpoint takes: the spec client\'s orderBy=id is accepted and the default, an unknown column refused', () => {
    expect(pagedEndpoints.length).toBeGreaterThan(20);
    for (const endpoint of pagedEndpoints) {
      const query = endpoint.query;
      if (!query) throw new Error(`${endpoint.path} takes no list query`);
      expect(Value.Default(query, {}), endpoint.path).toMatchObject({ orderBy: 'id', order: 'asc', page: 0 });
      expect(Value.Check(query, Value.Default(query, { pagination: true, page: 0, limit: 5, orderBy: 'id', order: 'asc' })), endpoint.path).toBe(true);
      expect(Value.Check(query, Value.Default(query, { orderBy: 'password' })), endpoint.path).toBe(false);
    }
  });
  it('counts pages', () => {
    expect(pageCount(11, 5, true)).toBe(3);
    expect(pageCount(0, 5, true)).toBe(0);
    expect(pageCount(11, 5, false)).toBe(1);
  });
});

describe('event definitions', () => {
  it('derive the topic from service and entity', () => {
    const e = defineEvent({ name: 'posting.post.published', version: 1, payload: Type.Object({ id: Type.Integer() }), key: (p) => String(p.id) });
    expect(e.topic).toBe('posting.post');
    expect(e.key({ id: 7 })).toBe('7');
  });
});

describe('endpointPath', () => {
  it('fills and encodes parameters', () => {
    expect(endpointPath('/api/notifications/mark-read/:id', { id: 4 })).toBe('/api/notifications/mark-read/4');
    expect(() => endpointPath('/api/x/:id', {})).toThrow(/id/);
  });
});
