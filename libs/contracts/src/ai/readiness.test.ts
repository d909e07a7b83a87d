import { describe, expect, it } from 'vitest';
import type { AiSettings } from './ai.contracts';
import { aiReadiness, aiUsable } from './readiness';

const settings = (change: Partial<AiSettings> = {}): AiSettings => ({
  source: 'workspace',
  base_url: 'https://models.example/v1',
  api_key_set: true,
  api_key_last4: 'abcd',
  model_generation: 'gpt-4o-mini',
  model_rewriting: null,
  model_image_description: null,
  probe: { ok: true, checked_at: '2026-01-01T00:00:00.000Z', models: ['gpt-4o-mini'], streaming: true, images: false, message: 'Connected: 1 model listed.' },
  ...change,
});

describe('the AI endpoint as every screen reads it', () => {
  it('says none, no model for the task, a failed check with its reason, or ready', () => {
    expect(aiReadiness(undefined, 'generation')).toEqual({ state: 'none' });
    expect(aiReadiness(settings({ source: 'none' }), 'generation')).toEqual({ state: 'none' });
    expect(aiReadiness(settings({ model_generation: null }), 'generation')).toEqual({ state: 'no_model', task: 'generation' });
    // Rewriting falls back on the generation model.
    expect(aiReadiness(settings({ model_generation: null, model_rewriting: 'gpt-4o' }), 'rewriting')).toEqual({ state: 'ready' });
    expect(aiReadiness(settings({ model_generation: null }), 'rewriting')).toEqual({ state: 'no_model', task: 'rewriting' });
    const failed = settings({ probe: { ok: false, checked_at: '2026-01-01T00:00:00.000Z', models: [], streaming: null, images: null, message: 'The endpoint refused the API key.' } });
    expect(aiReadiness(failed, 'generation')).toEqual({ state: 'check_failed', reason: 'The endpoint refused the API key.' });
    expect(aiUsable(aiReadiness(failed, 'generation'))).toBe(true);
    expect(aiUsable(aiReadiness(settings({ model_generation: null }), 'generation'))).toBe(false);
    expect(aiReadiness(settings(), 'generation')).toEqual({ state: 'ready' });
  });
});
