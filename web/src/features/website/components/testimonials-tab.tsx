import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { InfoIcon, MessageSquareQuoteIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { TestimonialBody, createTestimonial, deleteTestimonial, updateTestimonial, type ContentLocale, type Testimonial } from '@cadence/contracts';
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
import { WEBSITE_KEY, testimonialsAdminQuery, type WebsiteSearch } from '../queries';
import { LocaleFilter } from './filters';
import { ListLoadError } from './list-load-error';
import type { Navigate } from './website-page';

interface TestimonialValues extends Record<string, unknown> {
  author: string;
  role: string;
  text: string;
  position: string;
}

const FIELDS = ['author', 'role', 'text', 'position'] as const;
const BLANK: TestimonialValues = { author: '', role: '', text: '', position: '0' };

/** The testimonials of one language (SPEC §5: the author is required, the text optional). */
export function TestimonialsTab({ search, onNavigate }: { search: WebsiteSearch; onNavigate: Navigate }) {
  const { t } = useTranslation('website');
  const locale = search.locale ?? 'en';
  const query = useQuery(testimonialsAdminQuery(locale));
  const [dialog, setDialog] = useState<{ item: Testimonial | null } | null>(null);
  const [deleting, setDeleting] = useState<Testimonial | null>(null);
  const items = query.data ?? [];
  const own = items.filter((item) => item.locale === locale);
  const fallback = items.length > 0 && own.length === 0;
  const nextPosition = own.reduce((max, item) => Math.max(max, item.position + 1), 0);

  const addButton = (
    <Button onClick={() => setDialog({ item: null })} data-testid="testimonial-add">
      <PlusIcon />
      {t('testimonials.add')}
    </Button>
  );

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <LocaleFilter id="testimonials-locale" value={locale} onChange={(next) => onNavigate({ tab: 'testimonials', ...(next && next !== 'en' ? { locale: next } : {}) })} />
        <span className="ms-auto">{addButton}</span>
      </div>
      {query.isPending ? (
        <div className="grid gap-3 md:grid-cols-2" aria-busy="true">
          {[0, 1].map((index) => (
            <Skeleton key={index} className="h-32 w-full" />
          ))}
        </div>
      ) : query.isError ? (
        <ListLoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : own.length === 0 ? (
        <div className="rounded-xl border bg-card">
          <EmptyState icon={<MessageSquareQuoteIcon />} title={t('testimonials.emptyTitle', { language: LOCALE_NAMES[locale] })} body={fallback ? t('testimonials.fallback') : t('testimonials.emptyBody')} action={addButton} />
        </div>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {own.map((item) => (
            <li key={item.id} className="grid gap-3 rounded-xl border bg-card p-4">
              {item.text ? <blockquote className="text-sm">“{item.text}”</blockquote> : <p className="text-sm text-muted-foreground italic">{t('testimonials.noText')}</p>}
              <div className="flex items-end justify-between gap-2">
                <p className="grid text-sm">
                  <span className="font-medium">{item.author}</span>
                  {item.role && <span className="text-muted-foreground">{item.role}</span>}
                </p>
                <span className="flex gap-1">
                  <Button variant="ghost" size="icon" onClick={() => setDialog({ item })} aria-label={t('testimonials.edit', { author: item.author })}>
                    <PencilIcon />
                  </Button>
                  <Button variant="ghost" size="icon" onClick={() => setDeleting(item)} aria-label={t('testimonials.delete', { author: item.author })}>
                    <Trash2Icon />
                  </Button>
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
      {fallback && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <InfoIcon className="size-4" aria-hidden="true" />
          {t('testimonials.fallback')}
        </p>
      )}
      <TestimonialDialog open={dialog !== null} item={dialog?.item ?? null} locale={locale} nextPosition={nextPosition} onClose={() => setDialog(null)} />
      <DeleteTestimonialDialog item={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

function TestimonialDialog({ open, item, locale, nextPosition, onClose }: { open: boolean; item: Testimonial | null; locale: ContentLocale; nextPosition: number; onClose: () => void }) {
  const { t } = useTranslation('website');
  const { t: tf } = useTranslation('forms');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const toBody = (values: TestimonialValues): TestimonialBody => ({
    locale,
    author: values.author.trim(),
    role: values.role.trim() === '' ? null : values.role.trim(),
    text: values.text.trim() === '' ? null : values.text.trim(),
    position: values.position.trim() === '' ? Number.NaN : Number(values.position),
  });
  const form = useSchemaForm<TestimonialValues, TestimonialBody>({ fields: FIELDS, initial: BLANK, schema: TestimonialBody, toBody });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(item ? { author: item.author, role: item.role ?? '', text: item.text ?? '', position: String(item.position) } : { ...BLANK, position: String(nextPosition) });
  }, [open, reset, item, nextPosition]);
  const mutation = useMutation({
    mutationFn: (body: TestimonialBody) => (item ? call(updateTestimonial, { params: { id: item.id }, body }) : call(createTestimonial, { body })),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: WEBSITE_KEY }), queryClient.invalidateQueries({ queryKey: ['public-site'] })]);
      snackbar.show(t(item ? 'testimonials.saved' : 'testimonials.created'), { tone: 'success' });
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
      title={item ? t('testimonials.editTitle', { author: item.author }) : t('testimonials.createTitle', { language: LOCALE_NAMES[locale] })}
      form={form}
      pending={mutation.isPending}
      onSubmit={form.handleSubmit((body) => {
        if (!mutation.isPending) mutation.mutate(body);
      })}
      submitLabel={item ? tf('save') : t('testimonials.add')}
      pendingLabel={tf('saving')}
    >
      <TextField {...form.text('author', t('fields.author'))} maxLength={120} required autoFocus />
      <TextField {...form.text('role', t('fields.role'))} labelNote={tf('optional')} maxLength={160} />
      <TextareaField {...form.text('text', t('fields.quote'))} labelNote={tf('optional')} maxLength={1000} rows={4} />
      <TextField {...form.text('position', t('fields.position'))} type="number" min={0} max={10000} />
    </FormDialog>
  );
}

function DeleteTestimonialDialog({ item, onClose }: { item: Testimonial | null; onClose: () => void }) {
  const { t } = useTranslation('website');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const mutation = useMutation({
    mutationFn: (target: Testimonial) => call(deleteTestimonial, { params: { id: target.id } }),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: WEBSITE_KEY }), queryClient.invalidateQueries({ queryKey: ['public-site'] })]);
      snackbar.show(t('testimonials.deleted'), { tone: 'success' });
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) {
          mutation.reset();
          onClose();
        }
      }}
      title={t('testimonials.deleteTitle', { author: item?.author })}
      description={t('testimonials.deleteBody')}
      confirmLabel={t('actions.delete')}
      pendingLabel={t('pending')}
      pending={mutation.isPending}
      error={mutation.error}
      onConfirm={() => item && mutation.mutate(item)}
    />
  );
}
