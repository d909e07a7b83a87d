import { useTranslation } from 'react-i18next';
import { BadgeCheckIcon, CalendarDaysIcon, CrownIcon, MailIcon, ShieldAlertIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LatestNotificationsCard } from '../../notifications/components/latest-notifications-card';
import { displayFirstName } from '../../session/session';
import { useRequiredSession } from '../../session/use-session';

/** /dashboard/default: the landing page after sign-in. */
export function DashboardPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('dashboard.documentTitle'));
  const { user } = useRequiredSession();

  return (
    <div className="grid gap-8">
      <div className="grid gap-1">
        <p className="text-sm font-medium text-primary">{t('dashboard.eyebrow')}</p>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('dashboard.greeting', { name: displayFirstName(user) })}</h1>
        <p className="text-muted-foreground">{t('dashboard.subtitle')}</p>
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <LatestNotificationsCard userId={user.id} className="lg:col-span-2" />

        <Card role="region" aria-labelledby="account-title">
          <CardHeader>
            <CardTitle id="account-title">{t('dashboard.account.title')}</CardTitle>
            <CardDescription>{t('dashboard.account.description')}</CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-4 text-sm">
              <AccountRow icon={<BadgeCheckIcon />} label={t('dashboard.account.name')}>
                {user.name}
              </AccountRow>
              <AccountRow icon={<MailIcon />} label={t('dashboard.account.email')}>
                <span className="break-all">{user.email}</span>
                {!user.email_verified && (
                  <Badge variant="outline" className="ml-2 align-middle">
                    <ShieldAlertIcon aria-hidden="true" />
                    {t('dashboard.account.unverified')}
                  </Badge>
                )}
              </AccountRow>
              <AccountRow icon={<CrownIcon />} label={t('dashboard.account.plan')}>
                {user.plans.length > 0 ? user.plans.join(', ') : t('dashboard.account.noPlan')}
              </AccountRow>
              <AccountRow icon={<CalendarDaysIcon />} label={t('dashboard.account.memberSince')}>
                {formatDate(user.createdAt, i18n.language)}
              </AccountRow>
            </dl>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

function AccountRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
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
