import { describe, expect, it } from 'vitest';
import { SNACKBAR_HIDE_AFTER_MS, SNACKBAR_QUEUE_LIMIT, dismiss, enqueue, type SnackbarMessage } from './snackbar-queue';

const message = (id: number, text: string | null = `message ${id}`): SnackbarMessage => ({ id, text, tone: 'neutral' });

describe('the snackbar queue', () => {
  it('hides a message after 6000 ms (SPEC §9)', () => {
    expect(SNACKBAR_HIDE_AFTER_MS).toBe(6000);
  });

  it('shows messages in the order they came', () => {
    const queue = enqueue(enqueue([], message(1)), message(2));
    expect(queue.map((m) => m.id)).toEqual([1, 2]);
    expect(dismiss(queue, 1).map((m) => m.id)).toEqual([2]);
    expect(dismiss(queue, 99)).toEqual(queue);
  });

  it('does not queue the same text twice', () => {
    const queue = enqueue(enqueue([], message(1, null)), message(2, null));
    expect(queue.map((m) => m.id)).toEqual([1]);
    expect(enqueue(queue, { ...message(3, null), tone: 'error' }).map((m) => m.id)).toEqual([1, 3]);
  });

  it('drops the oldest waiting message beyond the limit, never the one on screen', () => {
    let queue: SnackbarMessage[] = [];
    for (let id = 1; id <= SNACKBAR_QUEUE_LIMIT + 2; id++) queue = enqueue(queue, message(id));
    expect(queue).toHaveLength(SNACKBAR_QUEUE_LIMIT);
    expect(queue[0]?.id).toBe(1);
    expect(queue.at(-1)?.id).toBe(SNACKBAR_QUEUE_LIMIT + 2);
    expect(queue.map((m) => m.id)).not.toContain(2);
  });

  it('leaves the queue it was given unchanged', () => {
    const queue = [message(1)];
    enqueue(queue, message(2));
    dismiss(queue, 1);
    expect(queue.map((m) => m.id)).toEqual([1]);
  });
});
