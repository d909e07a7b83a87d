import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../features/shell/components/placeholder-page';
import { requirePermission } from '../../../features/session/guards';

export const Route = createFileRoute('/_app/membership/payments-reports')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'Membership', 'Payments', 'PaymentsReport'),
  component: PaymentsReportPlaceholder,
});

function PaymentsReportPlaceholder() {
  return <PlaceholderPage screen="menu.paymentsReport" />;
}
