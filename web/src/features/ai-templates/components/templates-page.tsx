import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FolderCogIcon, PencilIcon, PlusIcon, SparklesIcon, Trash2Icon, WandSparklesIcon } from 'lucide-react';
import { deletePromptTemplate, updatePromptTemplate, type PromptTemplate } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/switch';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { RowActions } from '../../../components/row-actions';
import { StatusBadge } from '../../../components/status-badge';
import { DataTable, type DataColumn } from '../../../components/data-table/data-table';
import { DataTableSearch } from '../../../components/data-table/data-table-search';
import { EmptyState } from '../../../components/data-table/empty-state';
import { useListBusy } from '../../../components/data-table/use-list-busy';
import { nextListSearch } from '../../../components/data-table/list-search';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { useRequiredSession } from '../../session/use-session';
import { hasPermission } from '../../session/guards';
import { CATEGORIES_KEY, TEMPLATES_KEY, TEMPLATE_LIST_DEFAULTS, categoriesQuery, templatesQuery, type TemplateSearch, type TemplateSort } from '../queries';
import { CategoryIcon } from '../category-icon';
import { TemplateFormDialog } from './template-form-dialog';
import { CategoriesDialog } from './categories-dialog';

/** /ai_prompt_templates: the global library and the workspace's own prompts, with their categories. */
export function TemplatesPage({ search, onNavigate }: { search: TemplateSearch; onNavigate: (search: TemplateSearch, replace?: boolean) => void }) {
  const { t } = useTranslation('ai-templates');
  useDocumentTitle(t('title'));
  const session = useRequiredSession();
  const curator = hasPermission(session, 'SystemSetting');
  const inWorkspace = session.user.workspaceId !== null;
  const mayGenerate = inWorkspace && hasPermission(session, 'AIContentGenerator') && hasPermission(session, 'AIComposer');
  const { data: page } = useSuspenseQuery(templatesQuery(search));
  const categories = useQuery(categoriesQuery());
  const busy = useListBusy();
  const [dialog, setDialog] = useState<{ template: PromptTemplate | null } | null>(null);
  const [deleting, setDeleting] = useState<PromptTemplate | null>(null);
  const [managing, setManaging] = useState(false);
  const withCategory = (category: number | undefined): TemplateSearch => {
    const next: TemplateSearch = nextListSearch(search, { page: 0 }, TEMPLATE_LIST_DEFAULTS);
    return category ? { ...next, category } : next;
  };

  const columns: DataColumn<PromptTemplate, TemplateSort>[] = [
    {
      id: 'title',
      header: t('columns.title'),
      sort: 'title',
      cell: (template) => (
        <span className="grid max-w-xl min-w-64 gap-1">
          <span className="flex flex-wrap items-center gap-2 font-medium">
            {template.title}
            <StatusBadge tone={template.scope === 'global' ? 'info' : 'muted'}>{t(`scope.${template.scope}`)}</StatusBadge>
          </span>
          <span className="line-clamp-2 text-xs text-muted-foreground">{template.prompt}</span>
          {template.variables.length > 0 && (
            <span className="flex flex-wrap gap-1" aria-label={t('variables')}>
              {template.variables.map((name) => (
                <code key={name} className="rounded bg-muted px-1.5 py-0.5 font-mono text-[11px] text-foreground">{`{{${name}}}`}</code>
              ))}
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'categories',
      header: t('columns.categories'),
      cell: (template) =>
        template.categories.length === 0 ? (
          <span className="text-sm text-muted-foreground">{t('noCategory')}</span>
        ) : (
          <span className="flex max-w-56 flex-wrap gap-1">
            {template.categories.map((category) => (
              <span key={category.id} className="inline-flex items-center gap-1 rounded-md bg-accent px-2 py-0.5 text-xs text-accent-foreground">
                <CategoryIcon icon={category.icon} className="size-3" />
                {category.name}
              </span>
            ))}
          </span>
        ),
    },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (template) => (template.editable ? <StatusSwitch template={template} /> : <StatusBadge tone={template.status ? 'success' : 'muted'}>{t(template.status ? 'status.on' : 'status.off')}</StatusBadge>),
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('columns.actions')}</span>,
      className: 'w-40 text-end',
      cell: (template) => (
        <span className="flex items-center justify-end gap-1">
          {mayGenerate && template.status && (
            <Button asChild variant="outline" size="sm">
              <Link to="/ai_composer" search={{ template: template.id }} aria-label={t('use.label', { title: template.title })}>
                <WandSparklesIcon />
                {t('use.button')}
              </Link>
            </Button>
          )}
          {template.editable && (
            <RowActions
              name={template.title}
              actions={[
                { label: t('actions.edit'), icon: <PencilIcon />, onSelect: () => setDialog({ template }) },
                { label: t('actions.delete'), icon: <Trash2Icon />, onSelect: () => setDeleting(template), destructive: true },
              ]}
            />
          )}
        </span>
      ),
    },
  ];

  const mayAdd = inWorkspace || curator;
  const addButton = mayAdd ? (
    <Button onClick={() => setDialog({ template: null })} data-testid="template-add">
      <PlusIcon />
      {t('add')}
    </Button>
  ) : null;

  return (
    <div className="grid gap-6">
      <PageHeader
        eyebrow={t('eyebrow')}
        title={t('title')}
        description={t('description', { example: '{{product}}' })}
        actions={
          <span className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setManaging(true)} data-testid="categories-manage">
              <FolderCogIcon />
              {t('categories.manage')}
            </Button>
            {addButton}
          </span>
        }
      />
      <DataTable
        label={t('title')}
        columns={columns}
        page={page}
        rowId={(template) => String(template.id)}
        search={search}
        defaults={TEMPLATE_LIST_DEFAULTS}
        pageSizes={[10, 25, 50]}
        onSearchChange={(next) => onNavigate(search.category ? { ...next, category: search.category } : next)}
        busy={busy}
        filtered={search.category !== undefined}
        toolbar={
          <>
            <DataTableSearch label={t('search')} value={search.search ?? ''} onSearch={(text) => onNavigate({ ...nextListSearch(search, { search: text }, TEMPLATE_LIST_DEFAULTS), ...(search.category ? { category: search.category } : {}) }, true)} />
            <label className="sr-only" htmlFor="template-category-filter">
              {t('filter.label')}
            </label>
            <select
              id="template-category-filter"
              className="h-9 rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
              value={search.category ?? ''}
              onChange={(event) => onNavigate(withCategory(event.target.value ? Number(event.target.value) : undefined))}
              disabled={categories.isLoading}
            >
              <option value="">{t('filter.all')}</option>
              {(categories.data ?? []).map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
            {categories.isError && (
              <span role="alert" className="text-xs text-destructive">
                {t('filter.error')}
              </span>
            )}
          </>
        }
        empty={<EmptyState icon={<SparklesIcon />} title={t('emptyTitle')} body={t('emptyBody', { example: '{{product}}' })} action={addButton ?? undefined} />}
      />
      <TemplateFormDialog open={dialog !== null} template={dialog?.template ?? null} curator={curator} inWorkspace={inWorkspace} onClose={() => setDialog(null)} />
      <DeleteTemplateDialog template={deleting} onClose={() => setDeleting(null)} />
      <CategoriesDialog open={managing} curator={curator} inWorkspace={inWorkspace} onClose={() => setManaging(false)} />
    </div>
  );
}

/** Switches a template on or off in place; the generator offers only those switched on. */
function StatusSwitch({ template }: { template: PromptTemplate }) {
  const { t } = useTranslation('ai-templates');
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const mutation = useMutation({
    mutationFn: (status: boolean) =>
      call(updatePromptTemplate, {
        params: { id: template.id },
        body: { title: template.title, prompt: template.prompt, status, category_ids: template.categories.map((category) => category.id) },
      }),
    onSuccess: async (response) => {
      await queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY });
      await queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY });
      snackbar.show(t(response.data.status ? 'status.switchedOn' : 'status.switchedOff', { title: response.data.title }), { tone: 'success' });
    },
    onError: (error) => snackbar.show(describeError(tc, error), { tone: 'error' }),
  });
  return (
    <span className="flex items-center gap-2">
      <Switch
        checked={mutation.isPending ? (mutation.variables ?? template.status) : template.status}
        onCheckedChange={(checked) => mutation.mutate(checked)}
        disabled={mutation.isPending}
        aria-label={t('status.toggle', { title: template.title })}
      />
      <span className="text-xs whitespace-nowrap text-muted-foreground">{t(template.status ? 'status.on' : 'status.off')}</span>
    </span>
  );
}

function DeleteTemplateDialog({ template, onClose }: { template: PromptTemplate | null; onClose: () => void }) {
  const { t } = useTranslation('ai-templates');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const mutation = useMutation({
    mutationFn: (target: PromptTemplate) => call(deletePromptTemplate, { params: { id: target.id } }),
    onSuccess: async (_, target) => {
      await queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY });
      await queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY });
      snackbar.show(t('delete.done', { title: target.title }), { tone: 'success' });
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open={template !== null}
      onOpenChange={(open) => {
        if (!open) {
          mutation.reset();
          onClose();
        }
      }}
      title={t('delete.title', { title: template?.title })}
      description={t('delete.body')}
      confirmLabel={t('delete.confirm')}
      pendingLabel={t('delete.pending')}
      pending={mutation.isPending}
      error={mutation.error}
      onConfirm={() => template && mutation.mutate(template)}
    />
  );
}
