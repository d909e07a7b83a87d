import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../features/shell/components/placeholder-page';
import { requirePermission } from '../../../../features/session/guards';

export const Route = createFileRoute('/_app/membership/edit/$id')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'Membership', 'PricePlan'),
  component: EditPlanPlaceholder,
});

function EditPlanPlaceholder() {
  return <PlaceholderPage screen="screens.editPlan" />;
}
