import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../features/session/guards';
import { PlanFormPage } from '../../../features/membership/components/plan-form-page';

export const Route = createFileRoute('/_app/membership/add')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'Membership', 'PricePlan'),
  component: () => <PlanFormPage plan={null} />,
});
