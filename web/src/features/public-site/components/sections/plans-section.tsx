import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAN_CATALOGUE, type SectionOf } from '@cadence/contracts';
import { intlLocale, useContentLocale } from '../../site-locale';
import { BillingPeriodSwitch, type BillingPeriod } from '../pricing/billing-period-switch';
import { PlanCard } from '../pricing/plan-card';
import { SectionHeading, SectionShell } from './section-shell';

/** Team collaboration starts with Traction (SPEC §9): the plan teams should look at first. */
const HIGHLIGHTED_PLAN = 'traction';

/** The plan catalogue of SPEC §9 with the monthly/annual switch. */
export function PlansSection({ section, index }: { section: SectionOf<'plans'>; index: number }) {
  const { t } = useTranslation('public-site');
  const locale = useContentLocale();
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const headingId = `section-${index}-title`;
  return (
    <SectionShell aria-labelledby={headingId} className="pt-4 sm:pt-6">
      <SectionHeading id={headingId} title={section.title} subtitle={section.subtitle} />
      <div className="mt-8 flex justify-center">
        <BillingPeriodSwitch value={period} onChange={setPeriod} />
      </div>
      <div className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {PLAN_CATALOGUE.map((plan) => (
          <PlanCard key={plan.key} plan={plan} period={period} locale={intlLocale(locale)} highlighted={plan.key === HIGHLIGHTED_PLAN} />
        ))}
      </div>
      <p className="mt-6 text-center text-xs text-muted-foreground">{t('pricing.taxNote')}</p>
    </SectionShell>
  );
}
