import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CAPTION_VARIABLES, captionVariablesIn, createCaption, updateCaption, type Caption, type CaptionKind } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { TextField } from '../../../components/form-field';
import { FormDialog } from '../../../components/form/form-dialog';
import { SelectField, TextareaField } from '../../../components/form/fields';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { CAPTIONS_KEY } from '../queries';
import { CAPTION_FORM_FIELDS, CreateCaptionBody, EMPTY_CAPTION, captionBody, captionFormValues, type CaptionFormValues } from '../caption-form';

/** Creates a caption or hashtag group (`caption` null) or edits one. */
export function CaptionFormDialog({ open, caption, onClose }: { open: boolean; caption: Caption | null; onClose: () => void }) {
  const { t } = useTranslation('captions');
  const { t: tf } = useTranslation('forms');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const form = useSchemaForm<CaptionFormValues, CreateCaptionBody>({ fields: CAPTION_FORM_FIELDS, initial: EMPTY_CAPTION, schema: CreateCaptionBody, toBody: captionBody });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(caption ? captionFormValues(caption) : EMPTY_CAPTION);
  }, [open, reset, caption]);

  const mutation = useMutation({
    mutationFn: (body: CreateCaptionBody) => (caption ? call(updateCaption, { params: { id: caption.id }, body }) : call(createCaption, { body })),
    onSuccess: async (response) => {
      await queryClient.invalidateQueries({ queryKey: CAPTIONS_KEY });
      snackbar.show(t(caption ? 'edit.done' : 'create.done', { name: response.data.name }), { tone: 'success' });
      onClose();
    },
    onError: (error) => form.showServerError(error),
  });
  const mode = caption ? 'edit' : 'create';
  const unknown = captionVariablesIn(form.values.text, 'unknown');
  const variables = CAPTION_VARIABLES.map((name) => `{${name}}`).join(' ');

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          mutation.reset();
          onClose();
        }
      }}
      title={caption ? t('edit.title', { name: caption.name }) : t('create.title')}
      description={t(`${mode}.description`)}
      form={form}
      pending={mutation.isPending}
      onSubmit={form.handleSubmit((body) => {
        if (!mutation.isPending) mutation.mutate(body);
      })}
      submitLabel={t(`${mode}.submit`)}
      pendingLabel={tf('saving')}
    >
      <SelectField<CaptionKind>
        id="kind"
        label={t('fields.kind')}
        value={form.values.kind}
        onValueChange={(kind) => form.set('kind', kind)}
        options={[
          { value: 'caption', label: t('kinds.caption') },
          { value: 'hashtags', label: t('kinds.hashtags') },
        ]}
        error={form.errorFor('kind', t('fields.kind'))}
      />
      <TextField {...form.text('name', t('fields.name'))} autoComplete="off" required autoFocus />
      <TextareaField
        {...form.text('text', t('fields.text'))}
        labelNote={form.values.kind === 'hashtags' ? tf('optional') : undefined}
        rows={4}
        hint={t('fields.textHint', { variables })}
        data-testid="caption-text"
      />
      {unknown.length > 0 && (
        <p role="status" className="-mt-2 text-xs text-amber-700 dark:text-amber-400" data-testid="caption-unknown-variables">
          {t('fields.unknownVariables', { names: unknown.map((name) => `{${name}}`).join(', ') })}
        </p>
      )}
      <TextareaField
        {...form.text('tags', t('fields.tags'))}
        labelNote={form.values.kind === 'caption' ? tf('optional') : undefined}
        rows={2}
        hint={t('fields.tagsHint')}
        placeholder={t('fields.tagsPlaceholder')}
        data-testid="caption-tags"
      />
    </FormDialog>
  );
}
