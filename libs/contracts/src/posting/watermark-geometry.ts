import type { WatermarkPosition } from './watermarks.contracts';

export interface Size {
  width: number;
  height: number;
}

/** Where a mark is drawn on a medium, in whole pixels from the medium's top-left corner. */
export interface Placement {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface PlacementSettings {
  position: WatermarkPosition;
  /** Gap to the anchored edges, in percent of the medium's width. */
  margin: number;
  /** The mark's width, in percent of the medium's width. */
  scale: number;
}

const COLUMN: Record<WatermarkPosition, 0 | 1 | 2> = {
  'top-left': 0, top: 1, 'top-right': 2,
  left: 0, center: 1, right: 2,
  'bottom-left': 0, bottom: 1, 'bottom-right': 2,
};

const ROW: Record<WatermarkPosition, 0 | 1 | 2> = {
  'top-left': 0, top: 0, 'top-right': 0,
  left: 1, center: 1, right: 1,
  'bottom-left': 2, bottom: 2, 'bottom-right': 2,
};

function offset(slot: 0 | 1 | 2, outer: number, inner: number, margin: number): number {
  if (slot === 0) return margin;
  if (slot === 2) return outer - inner - margin;
  return Math.round((outer - inner) / 2);
}

/**
 * Where a mark of natural size `mark` goes on a medium of size `media`: `scale` percent of the
 * medium's width (keeping the mark's aspect ratio), `margin` percent of the width away from the
 * anchored edges; a mark that would not fit inside the margins is shrunk until it does. The same
 * numbers drive the marking at publish time and the previews in the app.
 */
export function placeMark(media: Size, mark: Size, settings: PlacementSettings): Placement {
  if (media.width <= 0 || media.height <= 0 || mark.width <= 0 || mark.height <= 0) throw new RangeError('Sizes must be positive');
  const margin = Math.round((media.width * settings.margin) / 100);
  const room = { width: Math.max(1, media.width - 2 * margin), height: Math.max(1, media.height - 2 * margin) };
  const aspect = mark.height / mark.width;
  let width = Math.min((media.width * settings.scale) / 100, room.width);
  if (width * aspect > room.height) width = room.height / aspect;
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.min(room.height, Math.round(w * aspect)));
  const edge = Math.min(margin, Math.floor((media.width - w) / 2), Math.floor((media.height - h) / 2));
  return {
    left: Math.max(0, offset(COLUMN[settings.position], media.width, w, Math.max(0, edge))),
    top: Math.max(0, offset(ROW[settings.position], media.height, h, Math.max(0, edge))),
    width: w,
    height: h,
  };
}

/** The same placement in percent of the medium's size (for a CSS preview at any displayed size). */
export function placeMarkPercent(media: Size, mark: Size, settings: PlacementSettings): Placement {
  const p = placeMark(media, mark, settings);
  return { left: (p.left / media.width) * 100, top: (p.top / media.height) * 100, width: (p.width / media.width) * 100, height: (p.height / media.height) * 100 };
}
