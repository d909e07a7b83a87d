import { describe, expect, it } from 'vitest';
import { placeMark, placeMarkPercent } from './watermark-geometry';

const landscape = { width: 1920, height: 1080 };
const portrait = { width: 1080, height: 1920 };
const logo = { width: 400, height: 100 };

describe('placeMark', () => {
  it('puts a mark in each of the nine anchors, a margin away from the anchored edges', () => {
    const settings = { margin: 5, scale: 20 } as const;
    const at = (position: Parameters<typeof placeMark>[2]['position']) => placeMark(landscape, logo, { ...settings, position });
    // 20 % of 1920 = 384 wide, 96 high; margin 5 % of 1920 = 96.
    expect(at('top-left')).toEqual({ left: 96, top: 96, width: 384, height: 96 });
    expect(at('top')).toEqual({ left: 768, top: 96, width: 384, height: 96 });
    expect(at('top-right')).toEqual({ left: 1920 - 384 - 96, top: 96, width: 384, height: 96 });
    expect(at('left')).toEqual({ left: 96, top: 492, width: 384, height: 96 });
    expect(at('center')).toEqual({ left: 768, top: 492, width: 384, height: 96 });
    expect(at('right')).toEqual({ left: 1440, top: 492, width: 384, height: 96 });
    expect(at('bottom-left')).toEqual({ left: 96, top: 1080 - 96 - 96, width: 384, height: 96 });
    expect(at('bottom')).toEqual({ left: 768, top: 888, width: 384, height: 96 });
    expect(at('bottom-right')).toEqual({ left: 1440, top: 888, width: 384, height: 96 });
  });

  it('scales with the width of the medium, so a portrait gets a smaller mark than a landscape', () => {
    const settings = { position: 'bottom-right', margin: 2, scale: 25 } as const;
    const wide = placeMark(landscape, logo, settings);
    const tall = placeMark(portrait, logo, settings);
    expect(wide.width).toBe(480);
    expect(tall.width).toBe(270);
    expect(tall.height).toBe(Math.round(270 / 4));
    // Margin is a share of the width too: 2 % of 1080 = 22 (rounded) on the portrait.
    expect(tall.left + tall.width).toBe(1080 - 22);
    expect(tall.top + tall.height).toBe(1920 - 22);
  });

  it('keeps the aspect ratio of the mark', () => {
    const square = placeMark(landscape, { width: 500, height: 500 }, { position: 'center', margin: 0, scale: 10 });
    expect(square.width).toBe(192);
    expect(square.height).toBe(192);
  });

  it('shrinks a tall mark that would not fit the height of a landscape inside its margins', () => {
    const tallMark = { width: 100, height: 400 };
    const placed = placeMark(landscape, tallMark, { position: 'top-left', margin: 5, scale: 50 });
    // Room is 1080 - 2 * 96 = 888 high, so the mark is 888 high and 222 wide.
    expect(placed.height).toBe(888);
    expect(placed.width).toBe(222);
    expect(placed.top).toBe(96);
  });

  it('never leaves the medium, even at full scale with a margin', () => {
    const placed = placeMark(portrait, logo, { position: 'bottom-right', margin: 25, scale: 100 });
    expect(placed.left).toBeGreaterThanOrEqual(0);
    expect(placed.top).toBeGreaterThanOrEqual(0);
    expect(placed.left + placed.width).toBeLessThanOrEqual(1080);
    expect(placed.top + placed.height).toBeLessThanOrEqual(1920);
    expect(placed.width).toBe(1080 - 2 * 270);
  });

  it('gives the same placement in percent for a preview of any size', () => {
    const percent = placeMarkPercent(landscape, logo, { position: 'bottom-right', margin: 5, scale: 20 });
    expect(percent.width).toBeCloseTo(20);
    expect(percent.left + percent.width).toBeCloseTo(95);
    expect(percent.top).toBeCloseTo((888 / 1080) * 100);
  });

  it('refuses an empty size', () => {
    expect(() => placeMark({ width: 0, height: 10 }, logo, { position: 'center', margin: 0, scale: 10 })).toThrow(RangeError);
  });
});
