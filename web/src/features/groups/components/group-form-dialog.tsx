import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createGroup, updateGroup, type Group } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { TextField } from '../../../components/form-field';
import { FormDialog } from '../../../components/form/form-dialog';
import { TextareaField } from '../../../components/form/fields';
import { MultiSelectField } from '../../../components/form/multi-select-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { accountOptionsQuery } from '../../composer/accounts';
import { GROUPS_KEY } from '../queries';
import { CreateGroupBody, EMPTY_GROUP, GROUP_FORM_FIELDS, groupBody, groupFormValues, type GroupFormValues } from '../group-form';

/** Creates a group (`group` null) or edits one: its name, description and accounts. */
export function GroupFormDialog({ open, group, onClose }: { open: boolean; group: Group | null; onClose: () => void }) {
  const { t } = useTranslation('groups');
  const { t: tp } = useTranslation('posts');
  const { t: tf } = useTranslation('forms');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const accounts = useQuery({ ...accountOptionsQuery(), enabled: open });
  const form = useSchemaForm<GroupFormValues, CreateGroupBody>({ fields: GROUP_FORM_FIELDS, initial: EMPTY_GROUP, schema: CreateGroupBody, toBody: groupBody });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(group ? groupFormValues(group) : EMPTY_GROUP);
  }, [open, reset, group]);

  const mutation = useMutation({
    mutationFn: (body: CreateGroupBody) => (group ? call(updateGroup, { params: { id: group.id }, body }) : call(createGroup, { body })),
    onSuccess: async (response) => {
      await queryClient.invalidateQueries({ queryKey: GROUPS_KEY });
      snackbar.show(t(group ? 'edit.done' : 'create.done', { name: response.data.name }), { tone: 'success' });
      onClose();
    },
    onError: (error) => form.showServerError(error),
  });
  const mode = group ? 'edit' : 'create';

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          mutation.reset();
          onClose();
        }
      }}
      title={group ? t('edit.title', { name: group.name }) : t('create.title')}
      description={t(`${mode}.description`)}
      form={form}
      pending={mutation.isPending}
      onSubmit={form.handleSubmit((body) => {
        if (!mutation.isPending) mutation.mutate(body);
      })}
      submitLabel={t(`${mode}.submit`)}
      pendingLabel={tf('saving')}
    >
      <TextField {...form.text('name', t('fields.name'))} autoComplete="off" required autoFocus />
      <TextareaField {...form.text('description', t('fields.description'))} labelNote={tf('optional')} rows={2} />
      <MultiSelectField
        id="accountIds"
        label={t('fields.accounts')}
        hint={accounts.isError ? t('fields.accountsError') : t('fields.accountsHint')}
        value={form.values.accountIds}
        onValueChange={(ids) => form.set('accountIds', ids)}
        options={(accounts.data ?? []).map((account) => ({ value: account.id, label: account.name, description: tp(`accountTypes.${account.type}`) }))}
        placeholder={t('fields.accountsPlaceholder')}
        searchPlaceholder={t('fields.accountsSearch')}
        emptyText={t('fields.accountsEmpty')}
        loading={accounts.isLoading}
        error={form.errorFor('accountIds', t('fields.accounts'))}
      />
    </FormDialog>
  );
}
