import { createFileRoute, notFound } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { requirePermission } from '../../../../../features/session/guards';
import { RoleFormPage } from '../../../../../features/staff/components/role-form-page';
import { RoleFormPending } from '../../../../../features/staff/components/staff-pending';
import { roleQuery } from '../../../../../features/staff/queries';
import { ListError } from '../../../../../components/data-table/list-error';

export const Route = createFileRoute('/_app/user/role/edit/$id')({
  params: {
    parse: ({ id }) => {
      const number = Number(id);
      if (!Number.isInteger(number) || number < 1) throw notFound();
      return { id: number };
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  beforeLoad: ({ context }) => requirePermission(context.session, 'roleAndPermission'),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(roleQuery(params.id)),
  pendingComponent: RoleFormPending,
  errorComponent: ListError,
  component: function EditRoleRoute() {
    const { id } = Route.useParams();
    const { data: role } = useSuspenseQuery(roleQuery(id));
    // Keyed by id so moving to another role starts the form afresh.
    return <RoleFormPage key={role.id} role={role} />;
  },
});
