import { createFileRoute, redirect } from '@tanstack/react-router';
import { SettingsHub } from '../../../features/settings/components/settings-hub';
import { validateSettingsSearch } from '../../../features/settings/search';
import { hasPermission } from '../../../features/session/guards';
import { DEFAULT_LANDING_PATH } from '../../../features/session/session';

export const Route = createFileRoute('/_app/setting/content')({
  validateSearch: validateSettingsSearch,
  // A workspace's settings (Setting) or the platform's (SystemSetting, WebsiteSetting, DashboardSetting); each section asks for its own.
  beforeLoad: ({ context }) => {
    const permissions = ['Setting', 'SystemSetting', 'WebsiteSetting', 'DashboardSetting'] as const;
    if (!permissions.some((permission) => hasPermission(context.session, permission))) throw redirect({ to: DEFAULT_LANDING_PATH, replace: true });
  },
  component: SettingsRoute,
});

function SettingsRoute() {
  const { tab } = Route.useSearch();
  return <SettingsHub tab={tab} />;
}
