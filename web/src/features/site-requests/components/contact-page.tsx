import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CircleCheckIcon } from 'lucide-react';
import { InquiryBody, QuoteBody, TEAM_SIZES, sendInquiry, sendQuoteRequest, type ContentLocale, type TeamSize } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { EmailField, TextField } from '../../../components/form-field';
import { FormAlert } from '../../../components/form/form-alert';
import { SelectField, TextareaField } from '../../../components/form/fields';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useContentLocale } from '../../public-site/site-locale';

export type ContactKind = 'question' | 'quote';

interface RequestValues extends Record<string, unknown> {
  name: string;
  email: string;
  company: string;
  team_size: TeamSize | '';
  message: string;
  website: string;
}

const FIELDS = ['name', 'email', 'company', 'team_size', 'message'] as const;
const BLANK: RequestValues = { name: '', email: '', company: '', team_size: '', message: '', website: '' };

function bodyOf(values: RequestValues, locale: ContentLocale, kind: ContactKind): InquiryBody | QuoteBody {
  const company = values.company.trim();
  const common = { name: values.name.trim(), email: values.email.trim(), message: values.message.trim(), locale, ...(company ? { company } : {}), ...(values.website ? { website: values.website } : {}) };
  return kind === 'quote' ? ({ ...common, team_size: values.team_size } as QuoteBody) : common;
}

/** /contact: a question or a quote request to the team (POST /api/inquires, /api/quotes). */
export function ContactPage({ kind, onKindChange }: { kind: ContactKind; onKindChange: (kind: ContactKind) => void }) {
  const { t } = useTranslation('site-requests');
  useDocumentTitle(t(`${kind}.title`));
  return (
    <section className="mx-auto grid w-full max-w-2xl gap-8 px-4 py-16 sm:py-20">
      <div className="grid gap-3 text-center">
        <p className="text-sm font-semibold text-primary">{t('eyebrow')}</p>
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{t(`${kind}.title`)}</h1>
        <p className="text-muted-foreground">{t(`${kind}.body`)}</p>
      </div>
      <Tabs value={kind} onValueChange={(next) => onKindChange(next as ContactKind)} className="items-center">
        <TabsList>
          <TabsTrigger value="question">{t('question.tab')}</TabsTrigger>
          <TabsTrigger value="quote">{t('quote.tab')}</TabsTrigger>
        </TabsList>
      </Tabs>
      <RequestForm key={kind} kind={kind} />
    </section>
  );
}

function RequestForm({ kind }: { kind: ContactKind }) {
  const { t } = useTranslation('site-requests');
  const { t: tf } = useTranslation('forms');
  const locale = useContentLocale();
  const [sent, setSent] = useState(false);
  const schema = kind === 'quote' ? QuoteBody : InquiryBody;
  const form = useSchemaForm<RequestValues, InquiryBody | QuoteBody>({ fields: FIELDS, initial: BLANK, schema, toBody: (values) => bodyOf(values, locale, kind) });
  const mutation = useMutation({
    mutationFn: (body: InquiryBody | QuoteBody) => (kind === 'quote' ? call(sendQuoteRequest, { body: body as QuoteBody }) : call(sendInquiry, { body: body as InquiryBody })),
    onSuccess: () => setSent(true),
    onError: (error) => form.showServerError(error),
  });

  if (sent) {
    return (
      <div role="status" className="grid justify-items-center gap-3 rounded-xl border bg-card p-8 text-center">
        <CircleCheckIcon className="size-8 text-success" aria-hidden="true" />
        <p className="text-lg font-semibold">{t('sent.title')}</p>
        <p className="text-sm text-muted-foreground">{t('sent.body')}</p>
        <Button
          variant="outline"
          onClick={() => {
            form.reset(BLANK);
            mutation.reset();
            setSent(false);
          }}
        >
          {t('sent.again')}
        </Button>
      </div>
    );
  }

  return (
    <form
      ref={form.formRef}
      noValidate
      aria-label={t(`${kind}.title`)}
      className="grid gap-5 rounded-xl border bg-card p-6 shadow-sm"
      onSubmit={form.handleSubmit((body) => {
        if (!mutation.isPending) mutation.mutate(body);
      })}
    >
      <FormAlert alert={form.alert} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...form.text('name', t('fields.name'))} autoComplete="name" maxLength={120} required />
        <EmailField {...form.text('email', t('fields.email'))} autoComplete="email" required />
        <TextField {...form.text('company', t('fields.company'))} labelNote={tf('optional')} autoComplete="organization" maxLength={160} className={kind === 'quote' ? undefined : 'sm:col-span-2'} />
        {kind === 'quote' && (
          <SelectField
            id="team_size"
            label={t('fields.teamSize')}
            value={form.values.team_size}
            onValueChange={(value) => form.set('team_size', value)}
            options={TEAM_SIZES.map((size) => ({ value: size, label: t('teamSize', { size }) }))}
            placeholder={t('fields.teamSizePlaceholder')}
            error={form.errorFor('team_size', t('fields.teamSize'))}
          />
        )}
      </div>
      <TextareaField {...form.text('message', t(`${kind}.message`))} rows={6} maxLength={5000} required />
      {/* Hidden from people and assistive technology; a robot that fills it is answered and ignored. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="website">Website</label>
        <input id="website" name="website" tabIndex={-1} autoComplete="off" value={form.values.website} onChange={(event) => form.set('website', event.target.value)} />
      </div>
      <Button type="submit" size="lg" aria-disabled={mutation.isPending || undefined} data-testid="contact-send">
        {mutation.isPending && <Spinner />}
        {mutation.isPending ? t('sending') : t(`${kind}.submit`)}
      </Button>
      <p className="text-center text-xs text-muted-foreground">{t('privacy')}</p>
    </form>
  );
}
