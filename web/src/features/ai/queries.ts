import { queryOptions } from '@tanstack/react-query';
import { aiReadiness, aiUsable, getAiSettings, getBrandVoice, getPlatformAiSettings, listGenerations, listPromptTemplates, type AiSettings } from '@cadence/contracts';
import { call, callPaged } from '../../lib/api';

export const AI_KEY = ['ai'] as const;

export function aiSettingsQuery() {
  return queryOptions({ queryKey: [...AI_KEY, 'settings'], queryFn: async ({ signal }) => (await call(getAiSettings, { signal })).data, staleTime: 60_000 });
}

export function platformAiSettingsQuery() {
  return queryOptions({ queryKey: [...AI_KEY, 'platform-settings'], queryFn: async ({ signal }) => (await call(getPlatformAiSettings, { signal })).data, staleTime: 60_000 });
}

export function brandVoiceQuery() {
  return queryOptions({ queryKey: [...AI_KEY, 'brand-voice'], queryFn: async ({ signal }) => (await call(getBrandVoice, { signal })).data, staleTime: 60_000 });
}

export function generationsQuery(page: number, search: string) {
  return queryOptions({
    queryKey: [...AI_KEY, 'generations', page, search],
    queryFn: async ({ signal }) => callPaged(listGenerations, { query: { page, limit: 10, orderBy: 'id', order: 'desc', ...(search ? { search } : {}) }, signal }),
    placeholderData: (previous) => previous,
  });
}

/** The active prompt templates the generator offers (none until the library has some). */
export function activeTemplatesQuery() {
  return queryOptions({
    queryKey: [...AI_KEY, 'templates', 'active'],
    queryFn: async ({ signal }) => (await callPaged(listPromptTemplates, { query: { status: true, limit: 100, orderBy: 'title' }, signal })).data,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Whether an endpoint can generate: a base URL and a generation model (its last check may have failed; that is said beside it). */
export function canGenerate(settings: AiSettings | undefined): boolean {
  return aiUsable(aiReadiness(settings, 'generation'));
}
