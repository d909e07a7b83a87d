import { useCallback, useMemo } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import {
  CreatorApplicationBody,
  RATE_UNITS,
  SITE_NETWORKS,
  applyAsCreator,
  type CreatorApplication,
  type CreatorApplicationBody as ApplicationBody,
  type RateUnit,
  type SiteNetwork,
} from '@cadence/contracts';
import { call } from '../../../lib/api';
import { TextField } from '../../../components/form-field';
import { FieldMessages, TextareaField } from '../../../components/form/fields';
import { FormAlert } from '../../../components/form/form-alert';
import { MultiSelectField } from '../../../components/form/multi-select-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { NETWORK_NAMES } from '../../public-site/components/network-logo';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { CREATORS_KEY } from '../queries';
import { selectClass } from './bits';
import { CURRENCIES, LANGUAGE_CHOICES, fromMinor, languageName, toMinor } from '../labels';

interface RateDraft {
  amount: string;
  currency: string;
  unit: RateUnit;
}

interface Values extends Record<string, unknown> {
  display_name: string;
  bio: string;
  networks: SiteNetwork[];
  portfolio: string;
  rates: RateDraft[];
  languages: string[];
}

const FIELDS = ['display_name', 'bio', 'networks', 'portfolio', 'rates', 'languages'] as const;
const MAX_RATES = 5;

function initialValues(application: CreatorApplication | null, locale: string): Values {
  if (!application) {
    return { display_name: '', bio: '', networks: [], portfolio: '', rates: [{ amount: '', currency: 'EUR', unit: 'post' }], languages: [locale.slice(0, 2)] };
  }
  return {
    display_name: application.display_name,
    bio: application.bio,
    networks: SITE_NETWORKS.filter((network) => application.networks.includes(network)),
    portfolio: application.portfolio.join('\n'),
    rates: application.rates.map((rate) => ({ amount: fromMinor(rate.amount), currency: rate.currency, unit: rate.unit })),
    languages: application.languages,
  };
}

function toBody(values: Values): ApplicationBody {
  return {
    display_name: values.display_name.trim(),
    bio: values.bio.trim(),
    networks: values.networks,
    portfolio: values.portfolio
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
    rates: values.rates.map((rate) => ({ amount: toMinor(rate.amount), currency: rate.currency, unit: rate.unit })),
    languages: values.languages,
  };
}

/**
 * The creator application: profile, networks, portfolio links, rates and languages. Sent once;
 * after a refusal the same form, filled with the refused application, sends it again.
 */
export function ApplicationForm({ application, onSent, onCancel }: { application: CreatorApplication | null; onSent: () => void; onCancel?: () => void }) {
  const { t, i18n } = useTranslation('creators');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const initial = useMemo(() => initialValues(application, i18n.language), [application, i18n.language]);
  const form = useSchemaForm<Values, ApplicationBody>({ fields: FIELDS, initial, schema: CreatorApplicationBody, toBody });
  const { values, set } = form;
  const mutation = useMutation({
    mutationFn: (body: ApplicationBody) => call(applyAsCreator, { body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CREATORS_KEY });
      snackbar.show(t('apply.sent'), { tone: 'success' });
      onSent();
    },
    onError: form.showServerError,
  });
  const setRate = useCallback(
    (index: number, change: Partial<RateDraft>) =>
      set(
        'rates',
        values.rates.map((rate, at) => (at === index ? { ...rate, ...change } : rate)),
      ),
    [set, values.rates],
  );
  const languageOptions = useMemo(
    () => LANGUAGE_CHOICES.map((code) => ({ value: code as string, label: languageName(code, i18n.language) })).sort((a, b) => a.label.localeCompare(b.label, i18n.language)),
    [i18n.language],
  );
  const networksError = form.errorFor('networks');
  const ratesError = form.errorFor('rates');

  return (
    <form ref={form.formRef} noValidate className="grid gap-6" aria-label={t('apply.formLabel')} data-testid="creator-application-form" onSubmit={form.handleSubmit((body) => !mutation.isPending && mutation.mutate(body))}>
      <FormAlert alert={form.alert} />
      <div className="grid gap-5 md:grid-cols-2">
        <TextField {...form.text('display_name', t('fields.displayName'))} hint={t('fields.displayNameHint')} maxLength={80} autoComplete="nickname" />
        <MultiSelectField
          id="languages"
          label={t('fields.languages')}
          value={values.languages}
          onValueChange={(next) => set('languages', next)}
          options={languageOptions}
          placeholder={t('fields.languagesPlaceholder')}
          searchPlaceholder={t('fields.languagesSearch')}
          emptyText={t('fields.languagesEmpty')}
          error={form.errorFor('languages')}
        />
      </div>
      <TextareaField {...form.text('bio', t('fields.bio'))} hint={t('fields.bioHint')} rows={5} maxLength={2000} />

      <fieldset className="grid gap-3" aria-describedby={networksError ? 'networks-error' : undefined}>
        <legend className="mb-1 text-sm font-medium">{t('fields.networks')}</legend>
        <div id="networks" className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
          {SITE_NETWORKS.map((network) => (
            <div key={network} className="flex items-center gap-2 rounded-lg border px-3 py-2">
              <Checkbox
                id={`network-${network}`}
                checked={values.networks.includes(network)}
                onCheckedChange={(checked) => set('networks', checked === true ? SITE_NETWORKS.filter((item) => item === network || values.networks.includes(item)) : values.networks.filter((item) => item !== network))}
              />
              <Label htmlFor={`network-${network}`} className="font-normal">
                {NETWORK_NAMES[network]}
              </Label>
            </div>
          ))}
        </div>
        <FieldMessages id="networks" error={networksError} />
      </fieldset>

      <TextareaField {...form.text('portfolio', t('fields.portfolio'))} hint={t('fields.portfolioHint')} labelNote={` ${t('fields.optional')}`} rows={3} placeholder="https://" />

      <fieldset className="grid gap-3" aria-describedby={ratesError ? 'rates-error' : undefined}>
        <legend className="mb-1 text-sm font-medium">{t('fields.rates')}</legend>
        <p className="text-xs text-muted-foreground">{t('fields.ratesHint')}</p>
        <ul id="rates" className="grid gap-2">
          {values.rates.map((rate, index) => (
            // The rows have no identity of their own: their place in the list is their key.
            <li key={index} className="flex flex-wrap items-end gap-2" data-testid="creator-rate">
              <div className="grid gap-1">
                <Label htmlFor={`rate-amount-${index}`} className="text-xs">
                  {t('fields.rateAmount')}
                </Label>
                <Input
                  id={`rate-amount-${index}`}
                  inputMode="decimal"
                  className="w-32"
                  value={rate.amount}
                  onChange={(event) => setRate(index, { amount: event.target.value })}
                  aria-invalid={ratesError ? true : undefined}
                />
              </div>
              <div className="grid gap-1">
                <Label htmlFor={`rate-currency-${index}`} className="text-xs">
                  {t('fields.currency')}
                </Label>
                <select id={`rate-currency-${index}`} className={selectClass} value={rate.currency} onChange={(event) => setRate(index, { currency: event.target.value })}>
                  {CURRENCIES.map((currency) => (
                    <option key={currency} value={currency}>
                      {currency}
                    </option>
                  ))}
                </select>
              </div>
              <div className="grid gap-1">
                <Label htmlFor={`rate-unit-${index}`} className="text-xs">
                  {t('fields.rateUnit')}
                </Label>
                <select id={`rate-unit-${index}`} className={selectClass} value={rate.unit} onChange={(event) => setRate(index, { unit: event.target.value as RateUnit })}>
                  {RATE_UNITS.map((unit) => (
                    <option key={unit} value={unit}>
                      {t(`units.${unit}`)}
                    </option>
                  ))}
                </select>
              </div>
              {values.rates.length > 1 && (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t('fields.removeRate', { number: index + 1 })}
                  onClick={() =>
                    set(
                      'rates',
                      values.rates.filter((_, at) => at !== index),
                    )
                  }
                >
                  <Trash2Icon />
                </Button>
              )}
            </li>
          ))}
        </ul>
        {values.rates.length < MAX_RATES && (
          <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => set('rates', [...values.rates, { amount: '', currency: values.rates[0]?.currency ?? 'EUR', unit: 'hour' }])}>
            <PlusIcon />
            {t('fields.addRate')}
          </Button>
        )}
        <FieldMessages id="rates" error={ratesError} />
      </fieldset>

      <div className="flex flex-wrap gap-2">
        <Button type="submit" aria-disabled={mutation.isPending || undefined} aria-busy={mutation.isPending || undefined} data-testid="creator-application-submit">
          {mutation.isPending && <Spinner />}
          {mutation.isPending ? t('apply.sending') : application ? t('apply.resubmit') : t('apply.submit')}
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel} disabled={mutation.isPending}>
            {t('apply.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
