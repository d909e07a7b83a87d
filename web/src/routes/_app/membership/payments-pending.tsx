import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../features/shell/components/placeholder-page';
import { requirePermission } from '../../../features/session/guards';

export const Route = createFileRoute('/_app/membership/payments-pending')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'Membership', 'Payments', 'PaymentList'),
  component: PaymentsPendingPlaceholder,
});

function PaymentsPendingPlaceholder() {
  return <PlaceholderPage screen="screens.paymentsPending" />;
}
