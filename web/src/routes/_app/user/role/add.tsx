import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../../features/session/guards';
import { RoleFormPage } from '../../../../features/staff/components/role-form-page';

export const Route = createFileRoute('/_app/user/role/add')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'roleAndPermission'),
  component: () => <RoleFormPage role={null} />,
});
