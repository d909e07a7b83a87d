import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../features/shell/components/placeholder-page';
import { requirePermission } from '../../../features/session/guards';

export const Route = createFileRoute('/_app/membership/add')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'Membership', 'PricePlan'),
  component: AddPlanPlaceholder,
});

function AddPlanPlaceholder() {
  return <PlaceholderPage screen="screens.addPlan" />;
}
