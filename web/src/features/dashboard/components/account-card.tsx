import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BadgeCheckIcon, Building2Icon, CalendarDaysIcon, CrownIcon, KeyRoundIcon, MailIcon, ShieldAlertIcon, UserRoundIcon } from 'lucide-react';
import { ROLE_IDS } from '@cadence/contracts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format';
import type { Session } from '../../session/session';
import { PathLink } from '../../shell/components/path-link';
import { PROFILE_PATH } from '../../shell/components/profile-menu';
import { SubscriptionStatusBadge } from '../../subscriptions/components/subscription-status-badge';
import { planOf, useCurrentPlan } from '../../subscriptions/use-current-plan';
import { ResendCodeAction } from './verify-email';

const ROLE_KEYS = { [ROLE_IDS.ADMIN]: 'admin', [ROLE_IDS.SUPPORT]: 'support', [ROLE_IDS.CLIENT]: 'client' } as const;

/** The signed-in user's profile and workspace, as the session and GET /api/auth/me hold them. */
export function AccountCard({ user }: { user: Session['user'] }) {
  const { t, i18n } = useTranslation('dashboard');
  const roles = [...new Set(user.roleIds.map((id) => (id in ROLE_KEYS ? ROLE_KEYS[id as keyof typeof ROLE_KEYS] : 'other')))];
  return (
    <Card role="region" aria-labelledby="account-title">
      <CardHeader>
        <CardTitle id="account-title">{t('account.title')}</CardTitle>
        <CardDescription>{t('account.description')}</CardDescription>
        <CardAction>
          <Button variant="ghost" size="sm" asChild>
            <PathLink to={PROFILE_PATH}>{t('account.editProfile')}</PathLink>
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 text-sm">
          <Row icon={<UserRoundIcon />} label={t('account.name')}>
            {user.name}
          </Row>
          <Row icon={<MailIcon />} label={t('account.email')}>
            <span className="break-all">{user.email}</span>{' '}
            {user.email_verified ? (
              <Badge variant="secondary" className="ms-1 align-middle">
                <BadgeCheckIcon aria-hidden="true" />
                {t('account.verified')}
              </Badge>
            ) : (
              <Badge variant="outline" className="ms-1 align-middle">
                <ShieldAlertIcon aria-hidden="true" />
                {t('account.unverified')}
              </Badge>
            )}
            {!user.email_verified && <ResendCodeAction email={user.email} />}
          </Row>
          <Row icon={<KeyRoundIcon />} label={t('account.role')}>
            {roles.map((role) => t(`account.roles.${role}`)).join(', ') || '—'}
          </Row>
          <Row icon={<CrownIcon />} label={t('account.plan')}>
            <PlanValue />
          </Row>
          <Row icon={<Building2Icon />} label={t('account.workspace')}>
            {user.workspaceId === null ? t('account.noWorkspace') : t('account.workspaceNumber', { id: user.workspaceId })}
            <span className="block text-xs font-normal text-muted-foreground">{t('account.accessCount', { count: user.permissions.length })}</span>
          </Row>
          <Row icon={<CalendarDaysIcon />} label={t('account.memberSince')}>
            {formatDate(user.createdAt, i18n.language)}
          </Row>
        </dl>
      </CardContent>
    </Card>
  );
}

/** The workspace's plan as billing holds it (the same reading as the top bar and /subscriptions). */
function PlanValue() {
  const { t, i18n } = useTranslation('dashboard');
  const { t: ts } = useTranslation('subscriptions');
  const { staff, query } = useCurrentPlan();
  if (staff) return <span className="font-normal">{t('account.staffPlan')}</span>;
  if (query.isPending) return <Skeleton className="h-4 w-32" />;
  if (query.isError) return <span className="font-normal text-muted-foreground">{t('account.planUnavailable')}</span>;
  const { name, status } = planOf(query.data, ts);
  const endsAt = query.data.expiresAt;
  return (
    <>
      <span data-testid="dashboard-plan">{name}</span> <SubscriptionStatusBadge status={status} />
      {endsAt && (
        <span className="block text-xs font-normal text-muted-foreground">
          {t(status === 'trial' ? 'account.trialEnds' : 'account.periodEnds', { date: formatDate(endsAt, i18n.language) })}
        </span>
      )}
    </>
  );
}

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span className="mt-0.5 text-muted-foreground [&>svg]:size-4" aria-hidden="true">
        {icon}
      </span>
      <div className="min-w-0">
        <dt className="text-xs text-muted-foreground">{label}</dt>
        <dd className="font-medium">{children}</dd>
      </div>
    </div>
  );
}
