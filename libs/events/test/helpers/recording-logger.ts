import type { EventsLogger } from '../../src/index';

export interface LogLine {
  level: 'debug' | 'info' | 'warn' | 'error';
  fields: Record<string, unknown>;
  message: string | undefined;
}

/** A logger that keeps what it is told, to assert on. */
export function recordingLogger(): EventsLogger & { lines: LogLine[]; at(level: LogLine['level']): LogLine[] } {
  const lines: LogLine[] = [];
  const write = (level: LogLine['level']) => (fields: object, message?: string) => {
    lines.push({ level, fields: { ...fields }, message });
  };
  return {
    lines,
    at: (level) => lines.filter((line) => line.level === level),
    debug: write('debug'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
  };
}
