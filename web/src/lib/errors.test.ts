import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { FALLBACK_MESSAGES } from '@cadence/contracts';
import { ApiError, errorEnvelope } from './api';
import { describeError, isChunkLoadError } from './errors';

const t = ((key: string) => key) as TFunction;
const apiError = (status: number, message: string, code?: string) => new ApiError(errorEnvelope(status, message, '/api/x', code));

describe('describeError', () => {
  it('translates the client fallbacks and shows server messages as they came', () => {
    expect(describeError(t, apiError(0, FALLBACK_MESSAGES.noResponse, 'NETWORK_ERROR'))).toBe('errors.noResponse');
    expect(describeError(t, apiError(0, FALLBACK_MESSAGES.noResponse, 'TIMEOUT'))).toBe('errors.timeout');
    expect(describeError(t, apiError(502, FALLBACK_MESSAGES.failedWithBody))).toBe('errors.unavailable');
    expect(describeError(t, apiError(500, FALLBACK_MESSAGES.failedWithBody))).toBe('errors.server');
    expect(describeError(t, apiError(400, FALLBACK_MESSAGES.failedWithBody))).toBe('errors.generic');
    expect(describeError(t, apiError(405, FALLBACK_MESSAGES.invalidMethod))).toBe('errors.invalidMethod');
    expect(describeError(t, apiError(200, FALLBACK_MESSAGES.listInvalid))).toBe('errors.invalidResponse');
    expect(describeError(t, apiError(401, 'Invalid email or password'))).toBe('Invalid email or password');
    expect(describeError(t, new Error('boom'))).toBe('errors.unexpected');
  });

  it('names a screen whose code could not be downloaded', () => {
    expect(describeError(t, new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/teams-1.js'))).toBe('errors.chunk');
    expect(describeError(t, new TypeError('Importing a module script failed.'))).toBe('errors.chunk');
    expect(isChunkLoadError(new Error('Invalid API response'))).toBe(false);
  });
});
