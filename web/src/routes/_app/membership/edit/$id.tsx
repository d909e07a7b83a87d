import { createFileRoute, notFound } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { requirePermission } from '../../../../features/session/guards';
import { PlanFormPage } from '../../../../features/membership/components/plan-form-page';
import { PlanFormPending } from '../../../../features/membership/components/membership-pending';
import { planQuery } from '../../../../features/membership/queries';
import { ListError } from '../../../../components/data-table/list-error';

export const Route = createFileRoute('/_app/membership/edit/$id')({
  params: {
    parse: ({ id }) => {
      const number = Number(id);
      if (!Number.isInteger(number) || number < 1) throw notFound();
      return { id: number };
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  beforeLoad: ({ context }) => requirePermission(context.session, 'Membership', 'PricePlan'),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(planQuery(params.id)),
  pendingComponent: PlanFormPending,
  errorComponent: ListError,
  component: function EditPlanRoute() {
    const { id } = Route.useParams();
    const { data: plan } = useSuspenseQuery(planQuery(id));
    // Keyed by id so moving to another plan starts the form afresh.
    return <PlanFormPage key={plan.id} plan={plan} />;
  },
});
