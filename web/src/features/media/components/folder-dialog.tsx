import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CreateMediaFolderBody, createMediaFolder, updateMediaFolder, type MediaFolder } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { FormDialog } from '../../../components/form/form-dialog';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { TextField } from '../../../components/form-field';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { MEDIA_KEY } from '../queries';

const FIELDS = ['name'] as const;

/** Creates a folder (at the top level or inside `parent`) or renames `folder`. */
export function FolderDialog({ open, onClose, folder, parent }: { open: boolean; onClose: () => void; folder: MediaFolder | null; parent: MediaFolder | null }) {
  const { t } = useTranslation('media');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const form = useSchemaForm({
    fields: FIELDS,
    initial: { name: folder?.name ?? '' },
    schema: CreateMediaFolderBody,
    toBody: (values: { name: string }) => ({ name: values.name.trim() }),
  });
  const { reset } = form;
  useEffect(() => {
    if (open) reset({ name: folder?.name ?? '' });
  }, [folder, open, reset]);

  const save = useMutation({
    mutationFn: (name: string) =>
      folder
        ? call(updateMediaFolder, { params: { id: folder.id }, body: { name } })
        : call(createMediaFolder, { body: { name, ...(parent ? { parentId: parent.id } : {}) } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: MEDIA_KEY });
      snackbar.show(folder ? t('folders.renamed') : t('folders.created'), { tone: 'success' });
      onClose();
    },
    onError: form.showServerError,
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={folder ? t('folders.renameTitle') : parent ? `${t('folders.newInside')} ${parent.name}` : t('folders.new')}
      form={form}
      onSubmit={form.handleSubmit((body) => save.mutate(body.name))}
      pending={save.isPending}
      submitLabel={folder ? t('folders.save') : t('folders.create')}
      pendingLabel={t('detail.saving')}
    >
      <TextField {...form.text('name', t('folders.name'))} autoComplete="off" maxLength={80} autoFocus />
    </FormDialog>
  );
}
