import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CHANNELS, NOTIFICATION_TYPES } from '@cadence/contracts';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { notificationsService } from '../src/app';
import { bearer } from './helpers';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform([notificationsService]);
});
afterAll(() => t?.close());

const get = (userId: number) => t.platform.app.inject({ method: 'GET', url: '/api/notifications/preferences', headers: bearer(t, userId) });
const put = (userId: number, payload: unknown) =>
  t.platform.app.inject({ method: 'PUT', url: '/api/notifications/preferences', headers: bearer(t, userId), payload: payload as object });

describe('GET /api/notifications/preferences', () => {
  it('answers every kind with its default until the user chooses', async () => {
    const response = await get(1);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(NOTIFICATION_TYPES.map((type) => ({ type, ...DEFAULT_CHANNELS[type] })));
  });

  it('needs a signed-in user', async () => {
    expect((await t.platform.app.inject({ method: 'GET', url: '/api/notifications/preferences' })).statusCode).toBe(401);
  });
});

describe('PUT /api/notifications/preferences', () => {
  it('stores the choices of the caller only and answers every kind', async () => {
    const response = await put(2, { preferences: [{ type: 'promotion', in_app: false, email: true }] });
    expect(response.statusCode).toBe(200);
    const data = response.json().data as { type: string; in_app: boolean; email: boolean }[];
    expect(data).toHaveLength(NOTIFICATION_TYPES.length);
    expect(data.find((p) => p.type === 'promotion')).toEqual({ type: 'promotion', in_app: false, email: true, push: false });
    expect((await get(2)).json().data.find((p: { type: string }) => p.type === 'promotion')).toEqual({ type: 'promotion', in_app: false, email: true, push: false });
    expect((await get(3)).json().data.find((p: { type: string }) => p.type === 'promotion')).toEqual({ type: 'promotion', ...DEFAULT_CHANNELS.promotion });
  });

  it('changes a choice made before', async () => {
    await put(4, { preferences: [{ type: 'maintenance', in_app: true, email: false }] });
    await put(4, { preferences: [{ type: 'maintenance', in_app: false, email: true }] });
    expect((await get(4)).json().data.find((p: { type: string }) => p.type === 'maintenance')).toEqual({ type: 'maintenance', in_app: false, email: true, push: false });
  });

  it('refuses unknown kinds, a kind listed twice, missing fields and extra ones with field errors', async () => {
    const unknown = await put(5, { preferences: [{ type: 'sms', in_app: true, email: true }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toMatch(/preferences/);
    const twice = await put(5, {
      preferences: [
        { type: 'welcome', in_app: true, email: true },
        { type: 'welcome', in_app: false, email: false },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual([{ field: 'preferences.1.type', message: 'welcome is listed twice' }]);
    expect((await put(5, { preferences: [{ type: 'welcome', in_app: true }] })).statusCode).toBe(400);
    expect((await put(5, { preferences: [{ type: 'welcome', in_app: true, email: true, sms: true }] })).statusCode).toBe(400);
    expect((await put(5, { preferences: [] })).statusCode).toBe(400);
    // Nothing was half-written.
    expect((await get(5)).json().data).toEqual(NOTIFICATION_TYPES.map((type) => ({ type, ...DEFAULT_CHANNELS[type] })));
  });
});
