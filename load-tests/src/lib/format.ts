import type { BenchmarkResult, Figure } from './types';

/** 12345.6 -> "12,346"; small numbers keep a few significant digits. */
export function formatNumber(value: number | undefined, unit = ''): string {
  if (value === undefined || !Number.isFinite(value)) return '—';
  const abs = Math.abs(value);
  const digits = abs >= 100 ? 0 : abs >= 10 ? 1 : abs >= 1 ? 2 : 3;
  const text = value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return unit ? `${text} ${unit}` : text;
}

export function formatRatio(value: number | undefined): string {
  return value === undefined || !Number.isFinite(value) ? '—' : `${value.toFixed(2)}×`;
}

export function formatDuration(ms: number): string {
  return ms >= 60_000 ? `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s` : `${(ms / 1000).toFixed(1)} s`;
}

/** A plain-text table: columns padded, numbers right-aligned. */
export function renderTable(header: string[], rows: string[][], rightAligned: ReadonlySet<number> = new Set()): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (rightAligned.has(column) ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '─'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

function verdict(figure: Figure): string {
  if (!figure.target) return '';
  if (figure.meets === undefined) return figure.target;
  return `${figure.target} ${figure.meets ? '✓' : '✗'}`;
}

/** The summary printed at the end of a run. */
export function renderSummary(results: readonly BenchmarkResult[]): string {
  const rows: string[][] = [];
  for (const result of results) {
    if (result.status !== 'ok') {
      rows.push([result.name, `${result.status.toUpperCase()}: ${result.reason ?? ''}`, '', '', '', '', formatDuration(result.elapsedMs)]);
      continue;
    }
    result.figures.forEach((figure, index) => {
      rows.push([
        index === 0 ? result.name : '',
        figure.metric,
        formatNumber(figure.value, figure.unit),
        formatNumber(figure.baseline, figure.baseline === undefined ? '' : figure.unit),
        formatRatio(figure.ratio),
        verdict(figure),
        index === 0 ? formatDuration(result.elapsedMs) : '',
      ]);
    });
  }
  return renderTable(['benchmark', 'metric (median)', 'Cadence', 'baseline', 'ratio', 'target', 'took'], rows, new Set([2, 3, 4, 6]));
}
