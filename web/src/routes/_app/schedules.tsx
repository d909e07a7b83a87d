import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/shell/components/placeholder-page';
import { requirePermission } from '../../features/session/guards';

export const Route = createFileRoute('/_app/schedules')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'Posts', 'ScheduledPost'),
  component: SchedulesPlaceholder,
});

function SchedulesPlaceholder() {
  return <PlaceholderPage screen="screens.schedules" />;
}
