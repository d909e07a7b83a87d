import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HelpCircleIcon, InfoIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { FaqEntryBody, createFaqEntry, deleteFaqEntry, updateFaqEntry, type ContentLocale, type FaqEntry } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { LOCALE_NAMES } from '../../../lib/i18n';
import { TextField } from '../../../components/form-field';
import { FormDialog } from '../../../components/form/form-dialog';
import { TextareaField } from '../../../components/form/fields';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/data-table/empty-state';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { WEBSITE_KEY, faqAdminQuery, type WebsiteSearch } from '../queries';
import { LocaleFilter } from './filters';
import { ListLoadError } from './list-load-error';
import type { Navigate } from './website-page';

interface FaqValues extends Record<string, unknown> {
  question: string;
  answer: string;
  position: string;
}

const FAQ_FIELDS = ['question', 'answer', 'position'] as const;

/** The FAQ of one language, in order, as the site shows it. */
export function FaqTab({ search, onNavigate }: { search: WebsiteSearch; onNavigate: Navigate }) {
  const { t } = useTranslation('website');
  const locale = search.locale ?? 'en';
  const query = useQuery(faqAdminQuery(locale));
  const [dialog, setDialog] = useState<{ entry: FaqEntry | null } | null>(null);
  const [deleting, setDeleting] = useState<FaqEntry | null>(null);
  const entries = query.data ?? [];
  const own = entries.filter((entry) => entry.locale === locale);
  const fallback = entries.length > 0 && own.length === 0;
  const nextPosition = own.reduce((max, entry) => Math.max(max, entry.position + 1), 0);

  const addButton = (
    <Button onClick={() => setDialog({ entry: null })} data-testid="faq-add">
      <PlusIcon />
      {t('faq.add')}
    </Button>
  );

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <LocaleFilter id="faq-locale" value={locale} onChange={(next) => onNavigate({ tab: 'faq', ...(next && next !== 'en' ? { locale: next } : {}) })} />
        <span className="ms-auto">{addButton}</span>
      </div>
      {query.isPending ? (
        <div className="grid gap-3" aria-busy="true">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-20 w-full" />
          ))}
        </div>
      ) : query.isError ? (
        <ListLoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : own.length === 0 ? (
        <div className="rounded-xl border bg-card">
          <EmptyState icon={<HelpCircleIcon />} title={t('faq.emptyTitle', { language: LOCALE_NAMES[locale] })} body={fallback ? t('faq.fallback') : t('faq.emptyBody')} action={addButton} />
        </div>
      ) : (
        <ol className="grid gap-3">
          {own.map((entry) => (
            <li key={entry.id} className="flex items-start gap-4 rounded-xl border bg-card p-4">
              <span className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-medium tabular-nums">{entry.position}</span>
              <div className="grid min-w-0 flex-1 gap-1">
                <p className="font-medium">{entry.question}</p>
                <p className="line-clamp-3 text-sm text-muted-foreground">{entry.answer}</p>
              </div>
              <span className="flex shrink-0 gap-1">
                <Button variant="ghost" size="icon" onClick={() => setDialog({ entry })} aria-label={t('faq.edit', { question: entry.question })}>
                  <PencilIcon />
                </Button>
                <Button variant="ghost" size="icon" onClick={() => setDeleting(entry)} aria-label={t('faq.delete', { question: entry.question })}>
                  <Trash2Icon />
                </Button>
              </span>
            </li>
          ))}
        </ol>
      )}
      {fallback && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <InfoIcon className="size-4" aria-hidden="true" />
          {t('faq.fallback')}
        </p>
      )}
      <FaqDialog open={dialog !== null} entry={dialog?.entry ?? null} locale={locale} nextPosition={nextPosition} onClose={() => setDialog(null)} />
      <DeleteFaqDialog entry={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

function FaqDialog({ open, entry, locale, nextPosition, onClose }: { open: boolean; entry: FaqEntry | null; locale: ContentLocale; nextPosition: number; onClose: () => void }) {
  const { t } = useTranslation('website');
  const { t: tf } = useTranslation('forms');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const toBody = (values: FaqValues): FaqEntryBody => ({ locale, question: values.question.trim(), answer: values.answer.trim(), position: values.position.trim() === '' ? Number.NaN : Number(values.position) });
  const form = useSchemaForm<FaqValues, FaqEntryBody>({ fields: FAQ_FIELDS, initial: { question: '', answer: '', position: '0' }, schema: FaqEntryBody, toBody });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(entry ? { question: entry.question, answer: entry.answer, position: String(entry.position) } : { question: '', answer: '', position: String(nextPosition) });
  }, [open, reset, entry, nextPosition]);
  const mutation = useMutation({
    mutationFn: (body: FaqEntryBody) => (entry ? call(updateFaqEntry, { params: { id: entry.id }, body }) : call(createFaqEntry, { body })),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: WEBSITE_KEY }), queryClient.invalidateQueries({ queryKey: ['public-site'] })]);
      snackbar.show(t(entry ? 'faq.saved' : 'faq.created'), { tone: 'success' });
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
      title={entry ? t('faq.editTitle') : t('faq.createTitle', { language: LOCALE_NAMES[locale] })}
      form={form}
      pending={mutation.isPending}
      onSubmit={form.handleSubmit((body) => {
        if (!mutation.isPending) mutation.mutate(body);
      })}
      submitLabel={entry ? tf('save') : t('faq.add')}
      pendingLabel={tf('saving')}
    >
      <TextField {...form.text('question', t('fields.question'))} maxLength={300} required autoFocus />
      <TextareaField {...form.text('answer', t('fields.answer'))} maxLength={2000} rows={5} />
      <TextField {...form.text('position', t('fields.position'))} type="number" min={0} max={10000} hint={t('faq.positionHint')} />
    </FormDialog>
  );
}

function DeleteFaqDialog({ entry, onClose }: { entry: FaqEntry | null; onClose: () => void }) {
  const { t } = useTranslation('website');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const mutation = useMutation({
    mutationFn: (target: FaqEntry) => call(deleteFaqEntry, { params: { id: target.id } }),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: WEBSITE_KEY }), queryClient.invalidateQueries({ queryKey: ['public-site'] })]);
      snackbar.show(t('faq.deleted'), { tone: 'success' });
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open={entry !== null}
      onOpenChange={(open) => {
        if (!open) {
          mutation.reset();
          onClose();
        }
      }}
      title={t('faq.deleteTitle')}
      description={entry?.question ?? ''}
      confirmLabel={t('actions.delete')}
      pendingLabel={t('pending')}
      pending={mutation.isPending}
      error={mutation.error}
      onConfirm={() => entry && mutation.mutate(entry)}
    />
  );
}
