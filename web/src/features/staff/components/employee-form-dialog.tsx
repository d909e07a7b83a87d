import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createEmployee, updateEmployee, type Employee } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { EmailField, PasswordField, TextField } from '../../../components/form-field';
import { FormDialog } from '../../../components/form/form-dialog';
import { SelectField } from '../../../components/form/fields';
import { MultiSelectField } from '../../../components/form/multi-select-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { STAFF_KEY, staffRoleOptionsQuery } from '../queries';
import {
  CreateEmployeeBody,
  EMPLOYEE_FORM_FIELDS,
  EMPTY_EMPLOYEE,
  UpdateEmployeeBody,
  createEmployeeBody,
  employeeFormValues,
  updateEmployeeBody,
  type EmployeeFormValues,
} from '../staff-forms';

/** Creates an employee (`employee` null) or edits one; open while `open`. */
export function EmployeeFormDialog({ open, employee, onClose }: { open: boolean; employee: Employee | null; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const editing = employee !== null;
  const roles = useQuery({ ...staffRoleOptionsQuery(), enabled: open });
  const form = useSchemaForm<EmployeeFormValues, CreateEmployeeBody | UpdateEmployeeBody>({
    fields: EMPLOYEE_FORM_FIELDS,
    initial: EMPTY_EMPLOYEE,
    schema: editing ? UpdateEmployeeBody : CreateEmployeeBody,
    toBody: editing ? updateEmployeeBody : createEmployeeBody,
  });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(employee ? employeeFormValues(employee) : EMPTY_EMPLOYEE);
  }, [employee, open, reset]);

  const mutation = useMutation({
    mutationFn: (body: CreateEmployeeBody | UpdateEmployeeBody) =>
      employee ? call(updateEmployee, { params: { id: employee.id }, body }) : call(createEmployee, { body: body as CreateEmployeeBody }),
    onSuccess: async (response) => {
      await queryClient.invalidateQueries({ queryKey: STAFF_KEY });
      snackbar.show(t(editing ? 'employees.edit.done' : 'employees.create.done', { name: response.data.name }), { tone: 'success' });
      onClose();
    },
    onError: form.showServerError,
  });

  const mode = editing ? 'edit' : 'create';
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={editing ? t('employees.edit.title', { name: employee.name }) : t('employees.create.title')}
      description={t(`employees.${mode}.description`)}
      form={form}
      pending={mutation.isPending}
      onSubmit={form.handleSubmit((body) => !mutation.isPending && mutation.mutate(body))}
      submitLabel={t(`employees.${mode}.submit`)}
      pendingLabel={t(`employees.${mode}.pending`)}
      wide
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...form.text('name', t('fields.name'))} autoComplete="off" required autoFocus />
        <EmailField {...form.text('email', t('fields.email'))} autoComplete="off" />
      </div>
      <PasswordField
        {...form.text('password', t('fields.password'))}
        hint={editing ? t('fields.passwordKeep') : t('fields.passwordHint')}
        labelNote={editing ? t('fields.optional') : undefined}
        autoComplete="new-password"
        required={!editing}
      />
      <MultiSelectField
        id="roles"
        label={t('fields.roles')}
        hint={roles.isError ? t('fields.rolesError') : t('fields.rolesHint')}
        error={form.errorFor('roles', t('fields.roles'))}
        value={form.values.roles}
        onValueChange={(value) => form.set('roles', value)}
        options={(roles.data ?? []).map((role) => ({ value: role.id, label: role.name, description: role.status === 'inactive' ? t('roles.status.inactive') : undefined }))}
        loading={roles.isPending}
        placeholder={t('fields.rolesPlaceholder')}
        searchPlaceholder={t('fields.rolesSearch')}
        emptyText={t('fields.rolesEmpty')}
      />
      <SelectField
        id="status"
        label={t('fields.status')}
        value={form.values.status}
        onValueChange={(value) => form.set('status', value)}
        error={form.errorFor('status')}
        options={[
          { value: 'active', label: t('employees.status.active') },
          { value: 'disabled', label: t('employees.status.disabled') },
        ]}
        hint={form.values.status === 'disabled' ? t('fields.statusDisabledHint') : undefined}
      />
    </FormDialog>
  );
}
