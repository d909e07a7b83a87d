import { createFileRoute, redirect } from '@tanstack/react-router';
import { AiSettingsPage } from '../../../features/ai/components/ai-settings-page';
import { hasPermission } from '../../../features/session/guards';
import { DEFAULT_LANDING_PATH } from '../../../features/session/session';

export const Route = createFileRoute('/_app/setting/content')({
  // A workspace's settings (Setting) or the platform's (SystemSetting).
  beforeLoad: ({ context }) => {
    if (!hasPermission(context.session, 'Setting') && !hasPermission(context.session, 'SystemSetting')) throw redirect({ to: DEFAULT_LANDING_PATH, replace: true });
  },
  component: AiSettingsPage,
});
