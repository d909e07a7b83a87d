import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RocketIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { PlanExpiry } from '../../shell/components/plan-expiry';
import { useRequiredSession } from '../../session/use-session';
import { isTopPlan } from '../plan-change';
import { currentSubscriptionQuery } from '../queries';

/**
 * The top bar's plan corner (SPEC §1): the end of the plan's period, or Unlimited, and the
 * upgrade button, which leads to the workspace's plan choice and hides on the largest plan.
 * Accounts without a workspace (staff) have nothing to upgrade.
 */
export function TopBarPlan() {
  const { t } = useTranslation('shell');
  const session = useRequiredSession();
  const hasWorkspace = session.user.workspaceId !== null;
  const current = useQuery({ ...currentSubscriptionQuery(), enabled: hasWorkspace });
  const showUpgrade = hasWorkspace && current.isSuccess && !isTopPlan(current.data.entitlements.plan);
  return (
    <>
      <PlanExpiry endsAt={current.data?.expiresAt ?? null} className="hidden xl:inline-flex" />
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
