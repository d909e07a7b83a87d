import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../features/shell/components/placeholder-page';
import { requirePermission } from '../../../features/session/guards';

export const Route = createFileRoute('/_app/membership/payments-declined')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'Membership', 'Payments', 'PaymentList'),
  component: PaymentsDeclinedPlaceholder,
});

function PaymentsDeclinedPlaceholder() {
  return <PlaceholderPage screen="screens.paymentsDeclined" />;
}
