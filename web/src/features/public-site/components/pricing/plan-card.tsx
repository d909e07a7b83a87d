import { Link } from '@tanstack/react-router';
import { CheckIcon, MinusIcon, UsersIcon, Share2Icon, SendIcon, SparklesIcon, KeyRoundIcon, WandSparklesIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PLAN_FEATURES, annualMonthlyEquivalentCents, annualPriceCents, planIncludes, type PlanDefinition } from '@cadence/contracts';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../lib/utils';
import type { BillingPeriod } from './billing-period-switch';
import { formatPrice } from './format-price';

/** One plan of the catalogue: price for the chosen period, limits, what is included, a way in. */
export function PlanCard({ plan, period, locale, highlighted }: { plan: PlanDefinition; period: BillingPeriod; locale: string; highlighted: boolean }) {
  const { t } = useTranslation('public-site');
  const price = (cents: number) => formatPrice(cents, plan.currency, locale);
  const annual = period === 'annual';
  const perMonth = annual ? annualMonthlyEquivalentCents(plan.monthlyPriceCents) : plan.monthlyPriceCents;
  const yearly = annualPriceCents(plan.monthlyPriceCents);
  const saved = plan.monthlyPriceCents * 12 - yearly;
  const headingId = `plan-${plan.key}`;
  const { postsPerDayPerUser, aiGenerationsPerMonth } = plan.limits;

  return (
    <article
      aria-labelledby={headingId}
      data-plan={plan.key}
      className={cn(
        'relative flex flex-col gap-6 rounded-2xl border bg-card p-6 text-card-foreground shadow-xs',
        highlighted && 'border-primary shadow-lg shadow-primary/10 ring-1 ring-primary',
      )}
    >
      <div className="grid gap-2">
        {highlighted && <Badge className="absolute -top-3 start-6 shadow-sm">{t('pricing.recommended')}</Badge>}
        <h3 id={headingId} className="text-lg font-semibold">
          {plan.name}
        </h3>
        <p className="min-h-10 text-sm text-muted-foreground">{t(`pricing.taglines.${plan.key}`)}</p>
      </div>

      <div className="grid gap-1">
        <p className="flex flex-wrap items-baseline gap-x-1.5">
          <span data-testid="plan-price" className="text-4xl font-semibold tracking-tight">
            {price(perMonth)}
          </span>
          <span className="text-sm text-muted-foreground">{t('pricing.perMonth')}</span>
        </p>
        <p className="min-h-10 text-xs text-muted-foreground">
          {annual ? (
            <>
              {t('pricing.billedAnnually', { price: price(yearly) })}
              <br />
              <span className="font-medium text-success">{t('pricing.youSave', { amount: price(saved) })}</span>
            </>
          ) : (
            t('pricing.billedMonthly')
          )}
        </p>
      </div>

      <Button asChild variant={highlighted ? 'default' : 'outline'} className="w-full">
        <Link to="/subscriptions" search={{ plan: plan.key, interval: period }}>
          {t('pricing.choose', { plan: plan.name })}
        </Link>
      </Button>

      <div className="grid gap-3">
        <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t('pricing.limitsTitle')}</h4>
        <ul className="grid gap-2 text-sm">
          <li className="flex items-start gap-2">
            <Share2Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {t('pricing.limits.profiles', { count: plan.limits.socialProfiles })}
          </li>
          <li className="flex items-start gap-2">
            <UsersIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {t('pricing.limits.users', { count: plan.limits.users })}
          </li>
          <li className="flex items-start gap-2">
            <SendIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {postsPerDayPerUser === null ? t('pricing.limits.postsUnlimited') : t('pricing.limits.posts', { count: postsPerDayPerUser })}
          </li>
          <li className="flex items-start gap-2">
            <WandSparklesIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {aiGenerationsPerMonth === null ? t('pricing.limits.aiUnlimited') : t('pricing.limits.ai', { count: aiGenerationsPerMonth })}
          </li>
        </ul>
      </div>

      <div className="grid gap-3">
        <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t('pricing.featuresTitle')}</h4>
        <ul className="grid gap-2 text-sm">
          {PLAN_FEATURES.map((feature) =>
            planIncludes(plan.key, feature) ? (
              <li key={feature} className="flex items-start gap-2">
                <CheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                {t(`pricing.features.${feature}`)}
              </li>
            ) : (
              <li key={feature} className="flex items-start gap-2 text-muted-foreground">
                <MinusIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span className="line-through decoration-muted-foreground/50">
                  <span className="sr-only">{t('pricing.notIncluded', { feature: t(`pricing.features.${feature}`) })}</span>
                  <span aria-hidden="true">{t(`pricing.features.${feature}`)}</span>
                </span>
              </li>
            ),
          )}
          {plan.addOns.includes('whiteLabel') && (
            <li className="flex items-start gap-2">
              <SparklesIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {t('pricing.whiteLabel')}
            </li>
          )}
          {plan.options.includes('singleSignOn') && (
            <li className="flex items-start gap-2">
              <KeyRoundIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {t('pricing.singleSignOn')}
            </li>
          )}
        </ul>
      </div>
    </article>
  );
}
