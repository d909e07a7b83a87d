import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../../features/session/guards';
import { PlatformFiguresPage } from '../../../../features/analytics/components/platform-figures-page';

/** Staff: the platform's figures across every workspace. */
export const Route = createFileRoute('/_app/dashboard/analytics/platform')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'MonitoringServices'),
  component: PlatformFiguresPage,
});
