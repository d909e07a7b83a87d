import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../features/shell/components/placeholder-page';
import { requirePermission } from '../../../features/session/guards';

export const Route = createFileRoute('/_app/membership/plans')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'Membership', 'PricePlan'),
  component: PricePlanPlaceholder,
});

function PricePlanPlaceholder() {
  return <PlaceholderPage screen="menu.pricePlan" />;
}
