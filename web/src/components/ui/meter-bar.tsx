import { cn } from '../../lib/utils';

/** A thin bar of `value` out of `max` (role meter) that turns red once the value reaches the max. */
export function MeterBar({ value, max, label, className }: { value: number; max: number; label: string; className?: string }) {
  const full = value >= max;
  return (
    <div role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={max} aria-valuenow={Math.min(value, max)} className={cn('h-1.5 overflow-hidden rounded-full bg-muted', className)}>
      <span className={cn('block h-full rounded-full', full ? 'bg-destructive' : 'bg-primary')} style={{ width: `${max === 0 ? 100 : Math.min(100, (value / max) * 100)}%` }} />
    </div>
  );
}
