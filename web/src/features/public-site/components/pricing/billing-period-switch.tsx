import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { ANNUAL_SAVING_PERCENT } from '@cadence/contracts';

export type BillingPeriod = 'monthly' | 'annual';

const itemClass =
  'relative inline-flex h-9 items-center gap-2 rounded-full px-4 text-sm font-medium text-muted-foreground transition outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=checked]:bg-background data-[state=checked]:text-foreground data-[state=checked]:shadow-sm';

/** Monthly or annual prices: a two-option radio group (arrow keys switch). */
export function BillingPeriodSwitch({ value, onChange }: { value: BillingPeriod; onChange: (value: BillingPeriod) => void }) {
  const { t } = useTranslation('public-site');
  return (
    <RadioGroupPrimitive.Root
      aria-label={t('pricing.period.label')}
      value={value}
      onValueChange={(next) => onChange(next === 'annual' ? 'annual' : 'monthly')}
      orientation="horizontal"
      className="inline-flex items-center gap-1 rounded-full border bg-muted p-1"
    >
      <RadioGroupPrimitive.Item value="monthly" className={itemClass}>
        {t('pricing.period.monthly')}
      </RadioGroupPrimitive.Item>
      <RadioGroupPrimitive.Item value="annual" className={itemClass}>
        {t('pricing.period.annual')}
        <span className="rounded-full bg-success/15 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:text-success">{t('pricing.period.save', { percent: ANNUAL_SAVING_PERCENT })}</span>
      </RadioGroupPrimitive.Item>
    </RadioGroupPrimitive.Root>
  );
}
