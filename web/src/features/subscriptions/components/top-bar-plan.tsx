import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RocketIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { PlanExpiry } from '../../shell/components/plan-expiry';
import { isTopPlan } from '../plan-change';
import { planOf, useCurrentPlan } from '../use-current-plan';

/**
 * The top bar's plan corner (SPEC §1): the end of the plan's period (naming a trial), or
 * Unlimited, and the upgrade button, which leads to the workspace's plan choice and hides on the
 * largest plan. Staff have no plan to end or upgrade: theirs reads Unlimited. Nothing is said
 * of a workspace's plan until it has loaded.
 */
export function TopBarPlan() {
  const { t } = useTranslation('shell');
  const { t: ts } = useTranslation('subscriptions');
  const { staff, query: current } = useCurrentPlan();
  const showUpgrade = current.isSuccess && !isTopPlan(current.data.entitlements.plan);
  const plan = current.isSuccess ? planOf(current.data, ts) : null;
  return (
    <>
      {(staff || current.isSuccess) && (
        <PlanExpiry endsAt={current.data?.expiresAt ?? null} trialOf={plan?.status === 'trial' ? plan.name : undefined} className="hidden xl:inline-flex" />
      )}
      {showUpgrade && (
        <>
          <Button asChild size="sm" className="hidden sm:inline-flex">
            <Link to="/subscriptions">
              <RocketIcon aria-hidden="true" />
              {t('topBar.upgrade')}
            </Link>
          </Button>
          <Button asChild size="icon" variant="ghost" className="sm:hidden">
            <Link to="/subscriptions" aria-label={t('topBar.upgrade')}>
              <RocketIcon aria-hidden="true" />
            </Link>
          </Button>
        </>
      )}
    </>
  );
}
