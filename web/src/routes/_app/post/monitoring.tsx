import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../features/session/guards';
import { validateMonitoringSearch } from '../../../features/monitoring/search';
import { MonitoringPage } from '../../../features/monitoring/components/monitoring-page';

/** Staff: Monitoring Services (SPEC §4 menu), the tab kept in the address. */
export const Route = createFileRoute('/_app/post/monitoring')({
  validateSearch: validateMonitoringSearch,
  beforeLoad: ({ context }) => requirePermission(context.session, 'MonitoringServices'),
  component: MonitoringRoute,
});

function MonitoringRoute() {
  const { tab } = Route.useSearch();
  return <MonitoringPage tab={tab} />;
}
