import { useMemo, useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon, ExternalLinkIcon, HandshakeIcon } from 'lucide-react';
import { HireRequestBody, requestHire, type CreatorProfile, type HireRequestBody as HireBody } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PageHeader } from '../../../components/page-header';
import { TextField } from '../../../components/form-field';
import { FieldMessages, TextareaField } from '../../../components/form/fields';
import { FormDialog } from '../../../components/form/form-dialog';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { CREATORS_KEY, creatorQuery } from '../queries';
import { CURRENCIES, toMinor } from '../labels';
import { LanguageList, NetworkBadges, RateList, selectClass } from './bits';

/** /post/hire-a-professional?creator=<id>: an approved creator's profile, and "Hire" with a brief, a budget and dates. */
export function CreatorProfilePage({ id }: { id: number }) {
  const { t } = useTranslation('creators');
  const { data: creator } = useSuspenseQuery(creatorQuery(id));
  useDocumentTitle(creator.display_name);
  const [hiring, setHiring] = useState(false);

  return (
    <div className="grid gap-6">
      <Button variant="ghost" size="sm" asChild className="justify-self-start">
        <Link to="/post/hire-a-professional" search={{}}>
          <ArrowLeftIcon />
          {t('profile.back')}
        </Link>
      </Button>
      <PageHeader
        eyebrow={t('profile.eyebrow')}
        title={creator.display_name}
        actions={
          <Button onClick={() => setHiring(true)} data-testid="creator-hire">
            <HandshakeIcon />
            {t('profile.hire')}
          </Button>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Card>
          <CardHeader>
            <CardTitle>{t('profile.about')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 text-sm">
            <p className="whitespace-pre-line">{creator.bio}</p>
            <div className="grid gap-2">
              <h3 className="font-medium">{t('fields.portfolio')}</h3>
              {creator.portfolio.length === 0 ? (
                <p className="text-muted-foreground">{t('profile.noPortfolio')}</p>
              ) : (
                <ul className="grid gap-1">
                  {creator.portfolio.map((link) => (
                    <li key={link}>
                      <a href={link} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex items-center gap-1 break-all text-primary underline-offset-4 hover:underline">
                        {link}
                        <ExternalLinkIcon className="size-3.5 shrink-0" aria-hidden="true" />
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardContent className="grid gap-4 text-sm">
            <div className="grid gap-1.5">
              <h3 className="font-medium">{t('fields.networks')}</h3>
              <NetworkBadges networks={creator.networks} />
            </div>
            <div className="grid gap-1.5">
              <h3 className="font-medium">{t('fields.languages')}</h3>
              <LanguageList languages={creator.languages} />
            </div>
            <div className="grid gap-1.5">
              <h3 className="font-medium">{t('fields.rates')}</h3>
              <RateList rates={creator.rates} />
            </div>
          </CardContent>
        </Card>
      </div>
      <HireDialog creator={creator} open={hiring} onOpenChange={setHiring} />
    </div>
  );
}

interface HireValues extends Record<string, unknown> {
  brief: string;
  /** The budget's amount as typed, in major units. */
  budget: string;
  currency: string;
  starts_on: string;
  ends_on: string;
}

const HIRE_FIELDS = ['brief', 'budget', 'starts_on', 'ends_on'] as const;

const today = () => new Date().toISOString().slice(0, 10);

function HireDialog({ creator, open, onOpenChange }: { creator: CreatorProfile; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('creators');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const initial = useMemo<HireValues>(() => ({ brief: '', budget: '', currency: creator.rates[0]?.currency ?? 'EUR', starts_on: today(), ends_on: '' }), [creator]);
  const toBody = useMemo(
    () =>
      (values: HireValues): HireBody => {
        const body = { creator_id: creator.id, brief: values.brief.trim(), starts_on: values.starts_on, ends_on: values.ends_on };
        // An empty amount leaves the budget out, so the schema reports it as required.
        return (values.budget.trim() === '' ? body : { ...body, budget: { amount: toMinor(values.budget), currency: values.currency } }) as HireBody;
      },
    [creator.id],
  );
  const check = useMemo(
    () =>
      (values: HireValues): Partial<Record<(typeof HIRE_FIELDS)[number], { kind: 'invalid' }>> =>
        values.ends_on && values.starts_on && values.ends_on < values.starts_on ? { ends_on: { kind: 'invalid' } } : {},
    [],
  );
  const form = useSchemaForm<HireValues, HireBody>({ fields: HIRE_FIELDS, initial, schema: HireRequestBody, toBody, check });
  const mutation = useMutation({
    mutationFn: (body: HireBody) => call(requestHire, { body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CREATORS_KEY });
      snackbar.show(t('hire.sent', { name: creator.display_name }), { tone: 'success' });
      onOpenChange(false);
      form.reset(initial);
      void navigate({ to: '/post/hire-a-professional', search: { view: 'hires' } });
    },
    onError: form.showServerError,
  });
  const amountError = form.errorFor('budget', t('hire.budget'));
  const endsError = form.values.ends_on && form.values.ends_on < form.values.starts_on ? t('hire.endsBeforeStart') : form.errorFor('ends_on');

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset(initial);
        onOpenChange(next);
      }}
      title={t('hire.title', { name: creator.display_name })}
      description={t('hire.description')}
      form={form}
      onSubmit={form.handleSubmit((body) => !mutation.isPending && mutation.mutate(body))}
      pending={mutation.isPending}
      submitLabel={t('hire.submit')}
      pendingLabel={t('hire.sending')}
      wide
    >
      <TextareaField {...form.text('brief', t('hire.brief'))} hint={t('hire.briefHint')} rows={5} maxLength={5000} />
      <div className="grid gap-2">
        <Label htmlFor="budget">{t('hire.budget')}</Label>
        <div className="flex gap-2">
          <Input
            id="budget"
            name="budget"
            inputMode="decimal"
            className="w-40"
            value={form.values.budget}
            onChange={(event) => form.set('budget', event.target.value)}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={amountError ? 'budget-error' : undefined}
          />
          <label className="sr-only" htmlFor="hire-currency">
            {t('fields.currency')}
          </label>
          <select id="hire-currency" className={selectClass} value={form.values.currency} onChange={(event) => form.set('currency', event.target.value)}>
            {CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
        </div>
        <FieldMessages id="budget" error={amountError} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...form.text('starts_on', t('hire.startsOn'))} type="date" />
        <TextField {...form.text('ends_on', t('hire.endsOn'))} type="date" min={form.values.starts_on || undefined} error={endsError} />
      </div>
    </FormDialog>
  );
}
