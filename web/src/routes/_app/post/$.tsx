import { createFileRoute } from '@tanstack/react-router';
import type { Permission } from '@cadence/contracts';
import { PlaceholderPage, type ScreenTitle } from '../../../features/shell/components/placeholder-page';
import { requirePermission } from '../../../features/session/guards';

/** The menu's pages under /post/* and what each requires; any other /post/* path is open. */
const PAGES: Record<string, { screen: ScreenTitle; permission: Permission }> = {
  monitoring: { screen: 'menu.monitoringServices', permission: 'MonitoringServices' },
};

export const Route = createFileRoute('/_app/post/$')({
  beforeLoad: ({ context, params }) => {
    const page = PAGES[params._splat ?? ''];
    if (page) requirePermission(context.session, page.permission);
  },
  component: PostPlaceholder,
});

function PostPlaceholder() {
  const { _splat } = Route.useParams();
  return <PlaceholderPage screen={PAGES[_splat ?? '']?.screen ?? 'screens.page'} />;
}
