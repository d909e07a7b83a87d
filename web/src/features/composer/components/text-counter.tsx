import { useTranslation } from 'react-i18next';
import type { AccountType } from '@cadence/contracts';
import { cn } from '../../../lib/utils';
import { showsCounter, textCounter } from '../network-counter';
import { NetworkMark } from '../../posts/components/network-mark';

/** The length of a text as one network counts it, against its limit. */
export function TextCounter({ type, text, withMark, id }: { type: AccountType; text: string; withMark?: boolean; id?: string }) {
  const { t } = useTranslation('composer');
  const { t: tp } = useTranslation('posts');
  if (!showsCounter(type)) return null;
  const counter = textCounter(type, text);
  return (
    <span
      id={id}
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs tabular-nums ring-1 ring-inset',
        counter.state === 'over' ? 'bg-destructive/10 text-destructive ring-destructive/30' : counter.state === 'near' ? 'bg-amber-500/10 text-amber-700 ring-amber-500/30 dark:text-amber-300' : 'text-muted-foreground ring-border',
      )}
      data-testid={`counter-${type}`}
      title={t(counter.unit === 'bytes' ? 'counter.titleBytes' : 'counter.title', { network: tp(`accountTypes.${type}`), count: counter.count, max: counter.max })}
    >
      {withMark && <NetworkMark type={type} className="size-3" />}
      <span className="sr-only">{tp(`accountTypes.${type}`)}</span>
      {counter.count}/{counter.max}
      {counter.unit === 'bytes' && <span>{t('counter.bytes')}</span>}
    </span>
  );
}
