import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { updateUser, type AdminUser, type UpdateUserBody as UpdateUserBodyType } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { FormDialog } from '../../../components/form/form-dialog';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { USERS_KEY } from '../queries';
import { EMPTY_USER, USER_FORM_FIELDS, UpdateUserBody, updateUserBody, userFormValues, type UserFormValues } from '../user-form';
import { UserFormFields } from './user-form-fields';

/** Edits a client account in a dialog over the list. */
export function UserEditDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { t } = useTranslation('users');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const form = useSchemaForm<UserFormValues, UpdateUserBodyType>({ fields: USER_FORM_FIELDS, initial: EMPTY_USER, schema: UpdateUserBody, toBody: updateUserBody });
  const { reset } = form;
  useEffect(() => {
    if (user) reset(userFormValues(user));
  }, [reset, user]);

  const mutation = useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateUserBodyType }) => call(updateUser, { params: { id }, body }),
    onSuccess: async (response) => {
      await queryClient.invalidateQueries({ queryKey: USERS_KEY });
      snackbar.show(t('edit.done', { name: response.data.name }), { tone: 'success' });
      onClose();
    },
    onError: form.showServerError,
  });

  return (
    <FormDialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('edit.title', { name: user?.name })}
      description={t('edit.description')}
      form={form}
      pending={mutation.isPending}
      onSubmit={form.handleSubmit((body) => user && !mutation.isPending && mutation.mutate({ id: user.id, body }))}
      submitLabel={t('edit.submit')}
      pendingLabel={t('edit.pending')}
      wide
    >
      <UserFormFields form={form} mode="edit" />
    </FormDialog>
  );
}
