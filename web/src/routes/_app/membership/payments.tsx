import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../features/shell/components/placeholder-page';
import { requirePermission } from '../../../features/session/guards';

export const Route = createFileRoute('/_app/membership/payments')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'Membership', 'Payments', 'PaymentList'),
  component: PaymentHistoryPlaceholder,
});

function PaymentHistoryPlaceholder() {
  return <PlaceholderPage screen="menu.paymentHistory" />;
}
