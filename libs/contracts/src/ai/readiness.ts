import type { AiSettings } from './ai.contracts';

/** A task the AI endpoint is used for, with the model it takes. */
export type AiTask = 'generation' | 'rewriting';

/**
 * Whether a workspace's AI endpoint can do a task, one answer for every screen (Settings, the
 * generator, the composer's assist, the extension): none set, no model for the task, its last
 * check failed (with the check's reason; calls are still allowed, they may work again), or ready.
 */
export type AiReadiness = { state: 'none' } | { state: 'no_model'; task: AiTask } | { state: 'check_failed'; reason: string } | { state: 'ready' };

export function aiReadiness(settings: AiSettings | undefined, task: AiTask): AiReadiness {
  if (!settings || settings.source === 'none') return { state: 'none' };
  const model = task === 'generation' ? settings.model_generation : (settings.model_rewriting ?? settings.model_generation);
  if (model === null) return { state: 'no_model', task };
  if (settings.probe && !settings.probe.ok) return { state: 'check_failed', reason: settings.probe.message };
  return { state: 'ready' };
}

/** Whether the task can be asked of the endpoint (ready, or its last check failed). */
export const aiUsable = (readiness: AiReadiness): boolean => readiness.state === 'ready' || readiness.state === 'check_failed';
