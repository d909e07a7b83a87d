import { Suspense, useMemo, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ArrowDownIcon, ArrowLeftIcon, ArrowUpIcon, EyeIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { CONTENT_LOCALES, CreatePageBody, createPage, updatePage, type CmsPage, type ContentLocale, type PageSection, type PageStatus, type SectionType } from '@cadence/contracts';
import { call, isApiError } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { LOCALE_NAMES } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { TextField } from '../../../components/form-field';
import { SelectField, SwitchField, TextareaField } from '../../../components/form/fields';
import { FormAlert } from '../../../components/form/form-alert';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { PageSections } from '../../public-site/components/page-sections';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { WEBSITE_KEY } from '../queries';
import { SECTION_SCHEMAS, SECTION_TYPES, emptySection, pointer, problemsOf, pruneBlank, type JsonSchema } from '../section-schema';
import { ObjectFields, useProblemText } from './section-fields';

interface PageValues {
  title: string;
  slug: string;
  locale: ContentLocale;
  meta_title: string;
  meta_description: string;
  status: PageStatus;
  components: PageSection[];
}

const BLANK: PageValues = { title: '', slug: '', locale: 'en', meta_title: '', meta_description: '', status: 'disable', components: [] };

function valuesOf(page: CmsPage): PageValues {
  return { title: page.title, slug: page.slug, locale: page.locale, meta_title: page.meta_title, meta_description: page.meta_description, status: page.status, components: page.components };
}

/** Sets the value at `path` (keys and indexes) inside `root`, copying along the way. */
function setAt(root: unknown, path: readonly (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(root)) {
    const copy = [...root];
    copy[head as number] = setAt(copy[head as number], rest, value);
    return copy;
  }
  const copy = { ...(root as Record<string, unknown>) };
  const next = setAt(copy[head as string], rest, value);
  if (next === undefined) delete copy[head as string];
  else copy[head as string] = next;
  return copy;
}

const BODY_SCHEMA = CreatePageBody as unknown as JsonSchema;

function bodyOf(values: PageValues): CreatePageBody {
  return pruneBlank({ ...values, title: values.title.trim(), meta_title: values.meta_title.trim(), meta_description: values.meta_description.trim() }, BODY_SCHEMA) as CreatePageBody;
}

/** /website-pages/new and /website-pages/{id}: a page in one language, its sections, and how the site will show it. */
export function PageEditor({ page }: { page: CmsPage | null }) {
  const { t } = useTranslation('website');
  const { t: tc } = useTranslation();
  const { t: tf } = useTranslation('forms');
  const problemText = useProblemText();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const [values, setValues] = useState<PageValues>(page ? valuesOf(page) : BLANK);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [alert, setAlert] = useState<{ message: string; details: string[] } | null>(null);
  const [tab, setTab] = useState('edit');
  const [adding, setAdding] = useState<SectionType>('hero');
  useDocumentTitle(page ? t('editor.editTitle', { title: page.title }) : t('editor.newTitle'));

  const body = useMemo(() => bodyOf(values), [values]);
  const problems = useMemo(() => problemsOf(BODY_SCHEMA, body), [body]);
  const errors = useMemo(() => {
    const result = new Map<string, string>(serverErrors);
    if (attempted) for (const [at, problem] of problems) if (!result.has(at)) result.set(at, problemText(problem) ?? '');
    return result;
  }, [attempted, problems, problemText, serverErrors]);

  const change = (path: (string | number)[], value: unknown) => {
    setValues((current) => setAt(current, path, value) as PageValues);
    const at = pointer(path);
    setServerErrors((current) => (current.has(at) ? new Map([...current].filter(([key]) => key !== at)) : current));
  };

  const mutation = useMutation({
    mutationFn: (next: CreatePageBody) => (page ? call(updatePage, { params: { id: page.id }, body: next }) : call(createPage, { body: next })),
    onSuccess: async (response) => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: WEBSITE_KEY }), queryClient.invalidateQueries({ queryKey: ['public-site'] })]);
      snackbar.show(t(page ? 'editor.saved' : 'editor.created', { title: response.data.title }), { tone: 'success' });
      if (!page) void navigate({ to: '/website-pages/$id', params: { id: response.data.id } });
    },
    onError: (error) => {
      const byField = new Map<string, string>();
      const details: string[] = [];
      if (isApiError(error)) for (const [field, message] of Object.entries(error.fieldErrors)) {
        if (field) byField.set(pointer(field.split('.')), message);
        else details.push(message);
      }
      setServerErrors(byField);
      setAlert({ message: describeError(tc, error), details: [...byField].map(([at, message]) => `${at.slice(1).replaceAll('/', '.')}: ${message}`).concat(details) });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    setAlert(null);
    if (problems.size > 0) {
      setTab('edit');
      const first = [...problems.keys()][0] ?? '';
      requestAnimationFrame(() => document.getElementById(`page${first.replaceAll('/', '-')}`)?.focus());
      return;
    }
    if (!mutation.isPending) mutation.mutate(body);
  };

  const moveSection = (from: number, to: number) => {
    const next = [...values.components];
    const [section] = next.splice(from, 1);
    if (section) next.splice(to, 0, section);
    change(['components'], next);
  };

  const localeOptions = CONTENT_LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));
  const fieldError = (name: string) => errors.get(`/${name}`);
  const context = { errors, onChange: change, idPrefix: 'page' };

  return (
    <form className="grid gap-6" onSubmit={submit} noValidate aria-busy={mutation.isPending}>
      <div>
        <Button asChild variant="ghost" size="sm" className="-ms-2">
          <Link to="/website-pages">
            <ArrowLeftIcon />
            {t('editor.back')}
          </Link>
        </Button>
      </div>
      <PageHeader
        eyebrow={t('eyebrow')}
        title={page ? page.title : t('editor.newTitle')}
        description={
          page ? (
            <span className="flex flex-wrap items-center gap-2">
              <code className="text-sm">{page.slug}</code>· {LOCALE_NAMES[page.locale]}
              <StatusBadge tone={page.status === 'published' ? 'success' : 'muted'}>{t(`status.${page.status}`)}</StatusBadge>
            </span>
          ) : (
            t('editor.newDescription')
          )
        }
        actions={
          <Button type="submit" disabled={mutation.isPending} data-testid="page-save">
            {mutation.isPending ? tf('saving') : t(page ? 'editor.save' : 'editor.create')}
          </Button>
        }
      />
      <FormAlert alert={alert} />
      <Tabs value={tab} onValueChange={setTab} className="gap-4">
        <TabsList>
          <TabsTrigger value="edit">
            <PencilIcon />
            {t('editor.editTab')}
          </TabsTrigger>
          <TabsTrigger value="preview" data-testid="page-preview-tab">
            <EyeIcon />
            {t('editor.previewTab')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="edit" className="grid gap-6">
          <Card>
            <CardHeader>
              <CardTitle>{t('editor.details')}</CardTitle>
              <CardDescription>{t('editor.detailsHint')}</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4 md:grid-cols-2">
              <TextField id="page-title" label={t('fields.pageTitle')} value={values.title} error={fieldError('title')} onChange={(event) => change(['title'], event.target.value)} maxLength={200} required />
              <TextField id="page-slug" label={t('fields.slug')} hint={t('editor.slugHint')} value={values.slug} error={fieldError('slug')} onChange={(event) => change(['slug'], event.target.value.toLowerCase())} maxLength={120} autoComplete="off" required />
              <SelectField id="page-locale" label={t('fields.locale')} value={values.locale} options={localeOptions} error={fieldError('locale')} onValueChange={(locale) => change(['locale'], locale)} />
              <SwitchField
                id="page-status"
                label={t('fields.published')}
                hint={t('editor.publishedHint')}
                checked={values.status === 'published'}
                onCheckedChange={(checked) => change(['status'], checked ? 'published' : 'disable')}
              />
              <TextField id="page-meta_title" className="md:col-span-2" label={t('fields.metaTitle')} value={values.meta_title} error={fieldError('meta_title')} onChange={(event) => change(['meta_title'], event.target.value)} maxLength={120} required />
              <TextareaField
                id="page-meta_description"
                className="md:col-span-2"
                label={t('fields.metaDescription')}
                hint={t('editor.metaDescriptionHint', { count: values.meta_description.length })}
                value={values.meta_description}
                error={fieldError('meta_description')}
                onChange={(event) => change(['meta_description'], event.target.value)}
                maxLength={320}
                rows={2}
              />
            </CardContent>
          </Card>
          <section className="grid gap-4" aria-labelledby="sections-title">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <div className="grid gap-1">
                <h2 id="sections-title" className="text-lg font-semibold">
                  {t('editor.sections')}
                </h2>
                <p className="text-sm text-muted-foreground">{t('editor.sectionsHint')}</p>
              </div>
              <div className="flex items-end gap-2">
                <SelectField
                  id="add-section-type"
                  label={t('editor.sectionType')}
                  value={adding}
                  options={SECTION_TYPES.map((type) => ({ value: type, label: t(`sectionTypes.${type}`) }))}
                  onValueChange={setAdding}
                />
                <Button type="button" variant="outline" onClick={() => change(['components'], [...values.components, emptySection(adding)])} disabled={values.components.length >= 40}>
                  <PlusIcon />
                  {t('editor.addSection')}
                </Button>
              </div>
            </div>
            {values.components.length === 0 && <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">{t('editor.noSections')}</p>}
            {values.components.map((section, index) => {
              const name = t(`sectionTypes.${section.type}`);
              return (
                <Card key={index} data-testid={`section-${index}`}>
                  <CardHeader className="flex flex-row items-center justify-between gap-2">
                    <CardTitle className="text-base">
                      {index + 1}. {name}
                    </CardTitle>
                    <span className="flex gap-1">
                      <Button type="button" variant="ghost" size="icon" disabled={index === 0} onClick={() => moveSection(index, index - 1)} aria-label={t('editor.moveUp', { item: name })}>
                        <ArrowUpIcon />
                      </Button>
                      <Button type="button" variant="ghost" size="icon" disabled={index === values.components.length - 1} onClick={() => moveSection(index, index + 1)} aria-label={t('editor.moveDown', { item: name })}>
                        <ArrowDownIcon />
                      </Button>
                      <Button type="button" variant="ghost" size="icon" onClick={() => change(['components'], values.components.filter((_, other) => other !== index))} aria-label={t('editor.removeItem', { item: name })}>
                        <Trash2Icon />
                      </Button>
                    </span>
                  </CardHeader>
                  <CardContent>
                    <ObjectFields schema={SECTION_SCHEMAS.get(section.type) ?? {}} value={section as unknown as Record<string, unknown>} path={['components', index]} context={context} />
                  </CardContent>
                </Card>
              );
            })}
          </section>
        </TabsContent>
        <TabsContent value="preview">
          <div className="overflow-hidden rounded-xl border bg-background" data-testid="page-preview" lang={values.locale === 'zh' ? 'zh-Hans' : values.locale}>
            <p className="border-b bg-muted px-4 py-2 text-sm text-muted-foreground">{t('editor.previewNote', { status: t(`status.${values.status}`) })}</p>
            <Suspense fallback={<Skeleton className="m-6 h-64" />}>
              <PageSections sections={body.components} />
            </Suspense>
          </div>
        </TabsContent>
      </Tabs>
    </form>
  );
}
