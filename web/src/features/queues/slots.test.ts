import { describe, expect, it } from 'vitest';
import { addSlots, dayName, moveItem, removeSlot, sameSlots, sortSlots } from './slots';

describe('queue slot editing', () => {
  it('adds a time on several days once each, in week order', () => {
    const slots = addSlots([{ day: 3, time: '09:00' }], '09:00', [3, 1]);
    expect(slots).toEqual([
      { day: 1, time: '09:00' },
      { day: 3, time: '09:00' },
    ]);
    expect(sortSlots([{ day: 2, time: '18:00' }, { day: 2, time: '08:30' }])).toEqual([
      { day: 2, time: '08:30' },
      { day: 2, time: '18:00' },
    ]);
  });

  it('removes one slot and compares slot sets whatever their order', () => {
    const slots = [{ day: 1, time: '09:00' }, { day: 1, time: '12:00' }];
    expect(removeSlot(slots, { day: 1, time: '09:00' })).toEqual([{ day: 1, time: '12:00' }]);
    expect(sameSlots(slots, [...slots].reverse())).toBe(true);
    expect(sameSlots(slots, slots.slice(1))).toBe(false);
  });

  it('moves an item up and down, and ignores a move out of the list', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });

  it('names the days of the week in the reader’s language', () => {
    expect(dayName(1, 'en')).toBe('Mon');
    expect(dayName(7, 'fr', 'long')).toBe('dimanche');
  });
});
