import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../features/shell/components/placeholder-page';
import { requirePermission } from '../../../features/session/guards';

export const Route = createFileRoute('/_app/membership/coupons')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'Membership', 'Coupons'),
  component: CouponsPlaceholder,
});

function CouponsPlaceholder() {
  return <PlaceholderPage screen="menu.coupons" />;
}
