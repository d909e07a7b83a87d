import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon, LockIcon } from 'lucide-react';
import { PERMISSIONS, ROLE_IDS, createRole, updateRole, type Permission, type Role } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/form-field';
import { FieldMessages, SwitchField } from '../../../components/form/fields';
import { FormAlert } from '../../../components/form/form-alert';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { PageHeader } from '../../../components/page-header';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { GROUP_KEYS, groupState, groupedPermissions, toggleGroup } from '../permission-groups';
import { STAFF_KEY } from '../queries';
import { CreateRoleBody, EMPTY_ROLE, ROLE_FORM_FIELDS, roleBody, roleFormValues, type RoleFormValues } from '../staff-forms';

const GROUPS = groupedPermissions();

/** /user/role/add and /user/role/edit/$id: a role's name, status and permissions. */
export function RoleFormPage({ role }: { role: Role | null }) {
  const { t } = useTranslation('staff');
  const { t: tf } = useTranslation('forms');
  const editing = role !== null;
  useDocumentTitle(editing ? t('roleForm.editTitle', { name: role.name }) : t('roleForm.addTitle'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  // SPEC: the seeded Admin role keeps every permission; its name and permissions are fixed.
  const fixed = role?.id === ROLE_IDS.ADMIN;
  const form = useSchemaForm<RoleFormValues, CreateRoleBody>({
    fields: ROLE_FORM_FIELDS,
    initial: role ? roleFormValues(role) : EMPTY_ROLE,
    schema: CreateRoleBody,
    toBody: roleBody,
  });
  const mutation = useMutation({
    mutationFn: (body: CreateRoleBody) => (role ? call(updateRole, { params: { id: role.id }, body: fixed ? { name: body.name } : body }) : call(createRole, { body })),
    onSuccess: async (response) => {
      await queryClient.invalidateQueries({ queryKey: STAFF_KEY });
      snackbar.show(t(editing ? 'roleForm.updated' : 'roleForm.created', { name: response.data.name }), { tone: 'success' });
      void navigate({ to: '/employes/roles' });
    },
    onError: form.showServerError,
  });
  const chosen = new Set(form.values.permissions);
  const setPermissions = (permissions: Permission[]) => form.set('permissions', permissions);

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <Button asChild variant="ghost" className="w-fit">
        <Link to="/employes/roles">
          <ArrowLeftIcon className="rtl:rotate-180" />
          {t('roles.back')}
        </Link>
      </Button>
      <PageHeader
        eyebrow={t('eyebrow')}
        title={editing ? t('roleForm.editTitle', { name: role.name }) : t('roleForm.addTitle')}
        description={t('roleForm.description')}
      />
      <form
        ref={form.formRef}
        noValidate
        aria-label={editing ? t('roleForm.editTitle', { name: role.name }) : t('roleForm.addTitle')}
        className="grid gap-6"
        onSubmit={form.handleSubmit((body) => !mutation.isPending && mutation.mutate(body))}
      >
        <FormAlert alert={form.alert} />
        <Card>
          <CardContent className="grid gap-5 sm:grid-cols-2">
            <TextField {...form.text('name', t('fields.roleName'))} autoComplete="off" required autoFocus={!editing} />
            <SwitchField
              id="status"
              label={t('fields.roleActive')}
              hint={form.values.status === 'active' ? t('fields.roleActiveHint') : t('fields.roleInactiveHint')}
              checked={form.values.status === 'active'}
              onCheckedChange={(checked) => form.set('status', checked ? 'active' : 'inactive')}
              disabled={fixed}
              error={form.errorFor('status')}
            />
          </CardContent>
        </Card>

        <Card>
          <CardContent className="grid gap-5">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="grid gap-1">
                <h2 id="permissions-title" className="text-base font-semibold">
                  {t('fields.permissions')}
                </h2>
                <p className="text-sm text-muted-foreground" aria-live="polite">
                  {t('roleForm.selectedCount', { count: chosen.size, total: PERMISSIONS.length })}
                </p>
              </div>
              {!fixed && (
                <div className="flex gap-2">
                  <Button type="button" variant="outline" size="sm" onClick={() => setPermissions([...PERMISSIONS])}>
                    {t('roleForm.selectAll')}
                  </Button>
                  <Button type="button" variant="ghost" size="sm" onClick={() => setPermissions([])}>
                    {t('roleForm.clear')}
                  </Button>
                </div>
              )}
            </div>
            {fixed && (
              <p className="flex items-center gap-2 rounded-md border border-dashed px-3 py-2.5 text-sm text-muted-foreground">
                <LockIcon className="size-4 shrink-0" aria-hidden="true" />
                {t('roles.adminFixed')}
              </p>
            )}
            <fieldset disabled={fixed} aria-labelledby="permissions-title" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {GROUPS.map(({ group, permissions }) => {
                const key = GROUP_KEYS[group];
                const state = groupState(permissions, chosen);
                return (
                  <div key={group} role="group" aria-labelledby={`group-${key}`} className="grid content-start gap-2.5 rounded-lg border p-4">
                    <div className="flex items-center gap-2.5 border-b pb-2.5">
                      <Checkbox id={`group-all-${key}`} checked={state} onCheckedChange={() => setPermissions(toggleGroup(permissions, form.values.permissions))} />
                      <Label htmlFor={`group-all-${key}`} id={`group-${key}`} className="font-semibold">
                        {t(`groups.${key}`)}
                      </Label>
                      <span className="ml-auto text-xs text-muted-foreground tabular-nums">
                        {permissions.filter((permission) => chosen.has(permission)).length}/{permissions.length}
                      </span>
                    </div>
                    {permissions.map((permission) => (
                      <div key={permission} className="flex items-center gap-2.5">
                        <Checkbox
                          id={`permission-${permission}`}
                          name="permissions"
                          value={permission}
                          checked={chosen.has(permission)}
                          onCheckedChange={(checked) =>
                            setPermissions(checked ? PERMISSIONS.filter((name) => name === permission || chosen.has(name)) : form.values.permissions.filter((name) => name !== permission))
                          }
                        />
                        <Label htmlFor={`permission-${permission}`} className="font-mono text-[13px] font-normal">
                          {permission}
                        </Label>
                      </div>
                    ))}
                  </div>
                );
              })}
            </fieldset>
            <FieldMessages id="permissions" error={form.errorFor('permissions')} />
          </CardContent>
        </Card>

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button asChild variant="outline">
            <Link to="/employes/roles">{tf('cancel')}</Link>
          </Button>
          <Button type="submit" aria-disabled={mutation.isPending || undefined} aria-busy={mutation.isPending || undefined}>
            {mutation.isPending && <Spinner />}
            {mutation.isPending ? t('roleForm.saving') : editing ? t('roleForm.save') : t('roleForm.create')}
          </Button>
        </div>
      </form>
    </div>
  );
}
