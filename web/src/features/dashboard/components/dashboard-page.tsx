import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SquarePenIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatLongDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LatestNotificationsCard } from '../../notifications/components/latest-notifications-card';
import { hasPermission } from '../../session/guards';
import { displayFirstName } from '../../session/session';
import { useRequiredSession } from '../../session/use-session';
import { PathLink } from '../../shell/components/path-link';
import { useVisibleMenu } from '../../shell/use-visible-menu';
import { quickLinksOf } from '../quick-links';
import { AccountCard } from './account-card';
import { QuickLinksSection } from './quick-links-section';
import { VerifyEmailReminder } from './verify-email';
import { WeekFigures } from './week-figures';

/**
 * /dashboard/default: the overview after sign-in, built only from what exists today: the
 * user's profile and workspace, this week's posts and engagement, their latest notifications and
 * the screens their permissions open. Sections for services that do not exist yet are left out
 * rather than faked.
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation('dashboard');
  useDocumentTitle(t('documentTitle'));
  const session = useRequiredSession();
  const { user } = session;
  const { entries } = useVisibleMenu();
  const links = useMemo(() => quickLinksOf(entries), [entries]);
  const today = formatLongDate(new Date(), i18n.language);

  return (
    <div className="grid gap-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <p className="text-sm font-medium text-primary">{today}</p>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t(user.previousLoginAt === null ? 'greetingFirst' : 'greeting', { name: displayFirstName(user) })}</h1>
          <p className="text-muted-foreground">{t('subtitle')}</p>
        </div>
        {hasPermission(session, 'Composer') && (
          <Button asChild>
            <PathLink to="/composer">
              <SquarePenIcon aria-hidden="true" />
              {t('createPost')}
            </PathLink>
          </Button>
        )}
      </header>

      <VerifyEmailReminder user={user} />

      {user.workspaceId !== null && hasPermission(session, 'dashboard') && <WeekFigures session={session} />}

      {links.length > 0 && <QuickLinksSection links={links} />}

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <LatestNotificationsCard userId={user.id} className="lg:col-span-2" />
        <AccountCard user={user} />
      </div>
    </div>
  );
}
