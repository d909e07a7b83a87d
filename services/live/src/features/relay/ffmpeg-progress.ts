/** What one `-progress` block of ffmpeg says about an output. */
export interface ProgressFigures {
  frames: number;
  fps: number | null;
  bitrateKbps: number | null;
  droppedFrames: number;
  outTimeMs: number;
  ended: boolean;
}

function numberOrNull(value: string | undefined): number | null {
  if (value === undefined) return null;
  const parsed = Number.parseFloat(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/**
 * Reads ffmpeg's `-progress pipe:1` output (key=value lines, each block closed by `progress=`)
 * and calls `onBlock` with each block's figures.
 */
export function progressParser(onBlock: (figures: ProgressFigures) => void): (chunk: Buffer | string) => void {
  let pending = '';
  let block = new Map<string, string>();
  return (chunk) => {
    pending += chunk.toString();
    let newline = pending.indexOf('\n');
    while (newline !== -1) {
      const line = pending.slice(0, newline).trim();
      pending = pending.slice(newline + 1);
      newline = pending.indexOf('\n');
      const equals = line.indexOf('=');
      if (equals <= 0) continue;
      const key = line.slice(0, equals).trim();
      const value = line.slice(equals + 1).trim();
      if (key !== 'progress') {
        block.set(key, value);
        continue;
      }
      const bitrate = block.get('bitrate');
      const outTimeUs = numberOrNull(block.get('out_time_us')) ?? numberOrNull(block.get('out_time_ms'));
      onBlock({
        frames: numberOrNull(block.get('frame')) ?? 0,
        fps: numberOrNull(block.get('fps')),
        bitrateKbps: bitrate && bitrate.endsWith('kbits/s') ? numberOrNull(bitrate.slice(0, -'kbits/s'.length)) : null,
        droppedFrames: numberOrNull(block.get('drop_frames')) ?? 0,
        outTimeMs: outTimeUs === null ? 0 : Math.max(0, Math.round(outTimeUs / 1000)),
        ended: value === 'end',
      });
      block = new Map();
    }
  };
}
