import type { MediaItem } from '@cadence/contracts';

/**
 * 1.2 MB, 340 KB, 12 B in the user's language; a size in whole megabytes or gigabytes as a network
 * writes its limit (Bluesky's 1,000,000 bytes: 1 MB) is shown so.
 */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  for (const power of [3, 2]) {
    for (const base of [1024, 1000]) {
      const size = base ** power;
      if (bytes >= size && bytes % size === 0) return new Intl.NumberFormat(locale, { style: 'unit', unit: units[power], unitDisplay: 'short' }).format(bytes / size);
    }
  }
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: units[unit], unitDisplay: 'short', maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
}

export function formatDimensions(item: Pick<MediaItem, 'width' | 'height'>): string | null {
  return item.width && item.height ? `${item.width} × ${item.height}` : null;
}

/** 0:07, 1:02:03 */
export function formatDuration(seconds: number): string {
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
