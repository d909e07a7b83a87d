import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createPromptTemplate, promptVariables, updatePromptTemplate, type PromptTemplate } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { TextField } from '../../../components/form-field';
import { FormDialog } from '../../../components/form/form-dialog';
import { SelectField, SwitchField, TextareaField } from '../../../components/form/fields';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { CATEGORIES_KEY, TEMPLATES_KEY, categoriesQuery } from '../queries';
import { CategoryIcon } from '../category-icon';
import { PromptTemplateBody, TEMPLATE_FORM_FIELDS, emptyTemplate, templateBody, templateFormValues, type TemplateFormValues } from '../template-form';

/** Creates a template (`template` null) or edits one: title, status, prompt with its variables, categories; staff choose its library. */
export function TemplateFormDialog({ open, template, curator, inWorkspace, onClose }: { open: boolean; template: PromptTemplate | null; curator: boolean; inWorkspace: boolean; onClose: () => void }) {
  const { t } = useTranslation('ai-templates');
  const { t: tf } = useTranslation('forms');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const categories = useQuery({ ...categoriesQuery(), enabled: open });
  const initialScope = inWorkspace ? 'workspace' : 'global';
  const form = useSchemaForm<TemplateFormValues, PromptTemplateBody>({ fields: TEMPLATE_FORM_FIELDS, initial: emptyTemplate(initialScope), schema: PromptTemplateBody, toBody: templateBody });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(template ? templateFormValues(template) : emptyTemplate(initialScope));
  }, [open, reset, template, initialScope]);

  const mutation = useMutation({
    mutationFn: (body: PromptTemplateBody) => (template ? call(updatePromptTemplate, { params: { id: template.id }, body }) : call(createPromptTemplate, { body })),
    onSuccess: async (response) => {
      await queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY });
      await queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY });
      snackbar.show(t(template ? 'edit.done' : 'create.done', { title: response.data.title }), { tone: 'success' });
      onClose();
    },
    onError: (error) => form.showServerError(error),
  });
  const mode = template ? 'edit' : 'create';
  const variables = promptVariables(form.values.prompt);
  // A global template may only be in global categories.
  const usable = (categories.data ?? []).filter((category) => form.values.scope === 'workspace' || category.scope === 'global');
  const toggle = (id: number, on: boolean) => form.set('category_ids', on ? [...form.values.category_ids, id] : form.values.category_ids.filter((value) => value !== id));
  const categoriesError = form.errorFor('category_ids', t('fields.categories'));

  return (
    <FormDialog
      open={open}
      wide
      onOpenChange={(next) => {
        if (!next) {
          mutation.reset();
          onClose();
        }
      }}
      title={template ? t('edit.title', { title: template.title }) : t('create.title')}
      description={t(`${mode}.description`)}
      form={form}
      pending={mutation.isPending}
      onSubmit={form.handleSubmit((body) => {
        if (!mutation.isPending) mutation.mutate(body);
      })}
      submitLabel={t(`${mode}.submit`)}
      pendingLabel={tf('saving')}
    >
      <TextField {...form.text('title', t('fields.title'))} autoComplete="off" required autoFocus />
      <div className="grid gap-2">
        <TextareaField {...form.text('prompt', t('fields.prompt'))} rows={5} required hint={t('fields.promptHint', { example: '{{name}}' })} />
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {variables.length === 0 ? t('fields.noVariables') : t('fields.variables', { names: variables.map((name) => `{{${name}}}`).join(', ') })}
        </p>
      </div>
      <SwitchField id="status" label={t('fields.status')} hint={t('fields.statusHint')} checked={form.values.status} onCheckedChange={(checked) => form.set('status', checked)} />
      {curator && inWorkspace && !template && (
        <SelectField
          id="scope"
          label={t('fields.scope')}
          value={form.values.scope}
          onValueChange={(scope) => {
            form.set('scope', scope);
            if (scope === 'global') form.set('category_ids', form.values.category_ids.filter((id) => categories.data?.find((category) => category.id === id)?.scope === 'global'));
          }}
          options={[
            { value: 'workspace', label: t('scope.workspace') },
            { value: 'global', label: t('scope.global') },
          ]}
          error={form.errorFor('scope', t('fields.scope'))}
        />
      )}
      <fieldset className="grid gap-2" id="category_ids" aria-describedby={categoriesError ? 'category_ids-error' : undefined}>
        <legend className="mb-1 text-sm font-medium">{t('fields.categories')}</legend>
        {categories.isLoading && <p className="text-xs text-muted-foreground">{t('fields.categoriesLoading')}</p>}
        {categories.isError && (
          <p role="alert" className="text-xs text-destructive">
            {t('fields.categoriesError')}
          </p>
        )}
        {categories.isSuccess && usable.length === 0 && <p className="text-xs text-muted-foreground">{t('fields.categoriesEmpty')}</p>}
        <div className="grid gap-2 sm:grid-cols-2">
          {usable.map((category) => {
            const id = `template-category-${category.id}`;
            return (
              <div key={category.id} className="flex items-center gap-2 rounded-md border px-3 py-2">
                <Checkbox id={id} checked={form.values.category_ids.includes(category.id)} onCheckedChange={(checked) => toggle(category.id, checked === true)} />
                <Label htmlFor={id} className="flex items-center gap-1.5 font-normal">
                  <CategoryIcon icon={category.icon} className="size-3.5 text-muted-foreground" />
                  {category.name}
                </Label>
              </div>
            );
          })}
        </div>
        {categoriesError && (
          <p id="category_ids-error" className="text-xs text-destructive">
            {categoriesError}
          </p>
        )}
      </fieldset>
    </FormDialog>
  );
}
