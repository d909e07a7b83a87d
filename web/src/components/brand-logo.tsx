import { useTranslation } from 'react-i18next';
import { cn } from '../lib/utils';

/** The Cadence mark (three rising beats) and, unless `markOnly`, the word. */
export function BrandLogo({ className, markOnly = false, inverted = false }: { className?: string; markOnly?: boolean; inverted?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <svg
        viewBox="0 0 32 32"
        className="size-8 shrink-0"
        role={markOnly ? 'img' : undefined}
        aria-label={markOnly ? t('app.name') : undefined}
        aria-hidden={markOnly ? undefined : true}
      >
        <rect width="32" height="32" rx="8" className={inverted ? 'fill-white' : 'fill-primary'} />
        <rect x="7" y="15" width="4" height="10" rx="2" className={inverted ? 'fill-pitch-from' : 'fill-primary-foreground'} />
        <rect x="14" y="10" width="4" height="15" rx="2" className={inverted ? 'fill-pitch-from' : 'fill-primary-foreground'} />
        <rect
          x="21"
          y="6"
          width="4"
          height="19"
          rx="2"
          className={inverted ? 'fill-pitch-from' : 'fill-primary-foreground'}
          fillOpacity={0.75}
        />
      </svg>
      {!markOnly && <span className="text-lg font-semibold tracking-tight">{t('app.name')}</span>}
    </span>
  );
}
