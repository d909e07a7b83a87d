import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FolderOpenIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import {
  PROMPT_CATEGORY_ICONS,
  PromptCategoryBody,
  createPromptCategory,
  deletePromptCategory,
  updatePromptCategory,
  type PromptCategory,
  type PromptCategoryIcon,
  type PromptScope,
} from '@cadence/contracts';
import { call } from '../../../lib/api';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { StatusBadge } from '../../../components/status-badge';
import { TextField } from '../../../components/form-field';
import { FormDialog } from '../../../components/form/form-dialog';
import { SelectField, TextareaField } from '../../../components/form/fields';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { EmptyState } from '../../../components/data-table/empty-state';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { CATEGORIES_KEY, TEMPLATES_KEY, categoriesQuery } from '../queries';
import { CategoryIcon } from '../category-icon';

interface CategoryFormValues extends Record<string, unknown> {
  name: string;
  description: string;
  icon: PromptCategoryIcon | '';
  scope: PromptScope;
}
const CATEGORY_FIELDS = ['name', 'icon', 'description', 'scope'] as const;

function categoryBody(values: CategoryFormValues): PromptCategoryBody {
  const description = values.description.trim();
  return { name: values.name.trim(), description: description === '' ? null : description, icon: values.icon as PromptCategoryIcon, scope: values.scope };
}

/** The categories the workspace sees, with their templates' count; its own (and, for staff, the global ones) can be changed. */
export function CategoriesDialog({ open, curator, inWorkspace, onClose }: { open: boolean; curator: boolean; inWorkspace: boolean; onClose: () => void }) {
  const { t } = useTranslation('ai-templates');
  const { t: tc } = useTranslation();
  const categories = useQuery({ ...categoriesQuery(), enabled: open });
  const [editing, setEditing] = useState<PromptCategory | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PromptCategory | null>(null);
  const mayAdd = inWorkspace || curator;

  return (
    <>
      <Dialog open={open && editing === null && deleting === null} onOpenChange={(next) => !next && onClose()}>
        <DialogContent closeLabel={t('categories.close')} className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>{t('categories.title')}</DialogTitle>
            <DialogDescription>{t('categories.description')}</DialogDescription>
          </DialogHeader>
          {categories.isLoading && (
            <div className="grid gap-2" aria-busy="true" aria-label={t('categories.loading')}>
              {[0, 1, 2].map((key) => (
                <Skeleton key={key} className="h-12 w-full" />
              ))}
            </div>
          )}
          {categories.isError && (
            <div role="alert" className="grid gap-2 rounded-md border border-destructive/40 p-3 text-sm text-destructive">
              {t('categories.error')}
              <Button variant="outline" size="sm" className="w-fit" onClick={() => void categories.refetch()}>
                {tc('common.retry')}
              </Button>
            </div>
          )}
          {categories.isSuccess && categories.data.length === 0 && <EmptyState icon={<FolderOpenIcon />} title={t('categories.emptyTitle')} body={t('categories.emptyBody')} />}
          {categories.isSuccess && categories.data.length > 0 && (
            <ul className="grid max-h-[50vh] gap-2 overflow-y-auto pe-1" aria-label={t('categories.title')}>
              {categories.data.map((category) => (
                <li key={category.id} className="flex items-center gap-3 rounded-lg border px-3 py-2">
                  <span className="grid size-8 shrink-0 place-items-center rounded-md bg-accent text-accent-foreground">
                    <CategoryIcon icon={category.icon} className="size-4" />
                  </span>
                  <span className="grid min-w-0 flex-1 gap-0.5">
                    <span className="flex flex-wrap items-center gap-2 text-sm font-medium">
                      {category.name}
                      <StatusBadge tone={category.scope === 'global' ? 'info' : 'muted'}>{t(`scope.${category.scope}`)}</StatusBadge>
                    </span>
                    <span className="truncate text-xs text-muted-foreground">
                      {[category.description, t('categories.templates', { count: category.templates })].filter(Boolean).join(' · ')}
                    </span>
                  </span>
                  {category.editable && (
                    <span className="flex gap-1">
                      <Button variant="ghost" size="icon" onClick={() => setEditing(category)} aria-label={t('categories.edit', { name: category.name })}>
                        <PencilIcon />
                      </Button>
                      <Button variant="ghost" size="icon" onClick={() => setDeleting(category)} aria-label={t('categories.delete', { name: category.name })}>
                        <Trash2Icon />
                      </Button>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {t('categories.close')}
            </Button>
            {mayAdd && (
              <Button onClick={() => setEditing('new')} data-testid="category-add">
                <PlusIcon />
                {t('categories.add')}
              </Button>
            )}
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <CategoryFormDialog open={open && editing !== null} category={editing === 'new' ? null : editing} curator={curator} inWorkspace={inWorkspace} onClose={() => setEditing(null)} />
      <DeleteCategoryDialog category={open ? deleting : null} onClose={() => setDeleting(null)} />
    </>
  );
}

function CategoryFormDialog({ open, category, curator, inWorkspace, onClose }: { open: boolean; category: PromptCategory | null; curator: boolean; inWorkspace: boolean; onClose: () => void }) {
  const { t } = useTranslation('ai-templates');
  const { t: tf } = useTranslation('forms');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const initial: CategoryFormValues = { name: '', description: '', icon: '', scope: inWorkspace ? 'workspace' : 'global' };
  const form = useSchemaForm<CategoryFormValues, PromptCategoryBody>({ fields: CATEGORY_FIELDS, initial, schema: PromptCategoryBody, toBody: categoryBody });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(category ? { name: category.name, description: category.description ?? '', icon: category.icon, scope: category.scope } : { name: '', description: '', icon: '', scope: inWorkspace ? 'workspace' : 'global' });
  }, [open, reset, category, inWorkspace]);
  const mutation = useMutation({
    mutationFn: (body: PromptCategoryBody) => (category ? call(updatePromptCategory, { params: { id: category.id }, body }) : call(createPromptCategory, { body })),
    onSuccess: async (response) => {
      await queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY });
      await queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY });
      snackbar.show(t(category ? 'categories.saved' : 'categories.created', { name: response.data.name }), { tone: 'success' });
      onClose();
    },
    onError: (error) => form.showServerError(error),
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          mutation.reset();
          onClose();
        }
      }}
      title={category ? t('categories.editTitle', { name: category.name }) : t('categories.createTitle')}
      form={form}
      pending={mutation.isPending}
      onSubmit={form.handleSubmit((body) => {
        if (!mutation.isPending) mutation.mutate(body);
      })}
      submitLabel={t(category ? 'categories.save' : 'categories.create')}
      pendingLabel={tf('saving')}
    >
      <TextField {...form.text('name', t('categories.fields.name'))} autoComplete="off" required autoFocus />
      <SelectField
        id="icon"
        label={t('categories.fields.icon')}
        value={form.values.icon}
        onValueChange={(icon) => form.set('icon', icon)}
        options={PROMPT_CATEGORY_ICONS.map((icon) => ({ value: icon, label: t(`icons.${icon}`) }))}
        placeholder={t('categories.fields.iconPlaceholder')}
        error={form.errorFor('icon', t('categories.fields.icon'))}
      />
      <TextareaField {...form.text('description', t('categories.fields.description'))} labelNote={tf('optional')} rows={2} />
      {curator && inWorkspace && !category && (
        <SelectField
          id="scope"
          label={t('fields.scope')}
          value={form.values.scope}
          onValueChange={(scope) => form.set('scope', scope)}
          options={[
            { value: 'workspace', label: t('scope.workspace') },
            { value: 'global', label: t('scope.global') },
          ]}
        />
      )}
    </FormDialog>
  );
}

function DeleteCategoryDialog({ category, onClose }: { category: PromptCategory | null; onClose: () => void }) {
  const { t } = useTranslation('ai-templates');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const mutation = useMutation({
    mutationFn: (target: PromptCategory) => call(deletePromptCategory, { params: { id: target.id } }),
    onSuccess: async (_, target) => {
      await queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY });
      await queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY });
      snackbar.show(t('categories.deleted', { name: target.name }), { tone: 'success' });
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open={category !== null}
      onOpenChange={(open) => {
        if (!open) {
          mutation.reset();
          onClose();
        }
      }}
      title={t('categories.deleteTitle', { name: category?.name })}
      description={t('categories.deleteBody', { count: category?.templates ?? 0 })}
      confirmLabel={t('categories.deleteConfirm')}
      pendingLabel={t('delete.pending')}
      pending={mutation.isPending}
      error={mutation.error}
      onConfirm={() => category && mutation.mutate(category)}
    />
  );
}
