import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon } from 'lucide-react';
import { PLAN_KEYS, annualPriceCents, createPlan, findPlan, updatePlan, type Plan, type PlanFeature } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/form-field';
import { SelectField, SwitchField } from '../../../components/form/fields';
import { FormAlert } from '../../../components/form/form-alert';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { PageHeader } from '../../../components/page-header';
import { formatPrice } from '../../public-site/components/pricing/format-price';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { centsOf } from '../money-input';
import { CreatePlanBody, PLAN_FORM_FIELDS, planBody, planFormFromTier, planFormProblems, planFormValues, type PlanFormValues } from '../plan-form';
import { MEMBERSHIP_KEY } from '../queries';
import { PaymentSyncBadge } from './plan-badges';
import { FeatureListEditor } from './feature-list-editor';

/** /membership/add and /membership/edit/$id: a plan's tier, name, prices, state, limits and features. */
export function PlanFormPage({ plan }: { plan: Plan | null }) {
  const { t, i18n } = useTranslation('membership');
  const { t: tf } = useTranslation('forms');
  const { t: tp } = useTranslation('public-site');
  const editing = plan !== null;
  const title = editing ? t('planForm.editTitle', { name: plan.name }) : t('planForm.addTitle');
  useDocumentTitle(title);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const featureName = useCallback((feature: PlanFeature) => tp(`pricing.features.${feature}`), [tp]);

  const form = useSchemaForm<PlanFormValues, CreatePlanBody>({
    fields: PLAN_FORM_FIELDS,
    initial: plan ? planFormValues(plan) : planFormFromTier('creator', featureName),
    schema: CreatePlanBody,
    toBody: planBody,
    check: planFormProblems,
  });
  const mutation = useMutation({
    mutationFn: (body: CreatePlanBody) => (plan ? call(updatePlan, { params: { id: plan.id }, body }) : call(createPlan, { body })),
    onSuccess: async (response) => {
      await queryClient.invalidateQueries({ queryKey: MEMBERSHIP_KEY });
      snackbar.show(t(editing ? 'planForm.updated' : 'planForm.created', { name: response.data.name }), { tone: 'success' });
      void navigate({ to: '/membership/plans' });
    },
    onError: form.showServerError,
  });

  const currency = plan?.currency ?? findPlan(form.values.key).currency;
  const monthly = centsOf(form.values.price_monthly);
  const suggestedAnnual = Number.isNaN(monthly) ? null : formatPrice(annualPriceCents(monthly), currency, i18n.language);
  const number = (name: 'socialProfiles' | 'users' | 'postsPerDayPerUser' | 'aiGenerationsPerMonth', label: string, hint?: string) => (
    <TextField {...form.text(name, label)} inputMode="numeric" autoComplete="off" hint={hint} required={name === 'socialProfiles' || name === 'users'} />
  );

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <Button asChild variant="ghost" className="w-fit">
        <Link to="/membership/plans">
          <ArrowLeftIcon className="rtl:rotate-180" />
          {t('planForm.back')}
        </Link>
      </Button>
      <PageHeader
        eyebrow={t('eyebrow')}
        title={title}
        description={t('planForm.description')}
        actions={plan && <PaymentSyncBadge status={plan.payment_status} title={t('sync.detail', { stripe: t(`sync.${plan.payment_sync.stripe}`), paypal: t(`sync.${plan.payment_sync.paypal}`) })} />}
      />
      <form ref={form.formRef} noValidate aria-label={title} className="grid gap-6" onSubmit={form.handleSubmit((body) => !mutation.isPending && mutation.mutate(body))}>
        <FormAlert alert={form.alert} />
        <Card>
          <CardHeader>
            <CardTitle>{t('planForm.basics')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-5 sm:grid-cols-2">
            <SelectField
              id="key"
              label={t('planForm.tier')}
              hint={t('planForm.tierHint')}
              value={form.values.key}
              error={form.errorFor('key')}
              onValueChange={(key) => (editing ? form.set('key', key) : form.reset(planFormFromTier(key, featureName)))}
              options={PLAN_KEYS.map((key) => ({ value: key, label: findPlan(key).name }))}
            />
            <TextField {...form.text('name', t('planForm.name'))} autoComplete="off" maxLength={80} required />
            <SwitchField
              id="status"
              className="sm:col-span-2"
              label={t('planForm.active')}
              hint={form.values.status === 'active' ? t('planForm.activeHint') : t('planForm.inactiveHint')}
              checked={form.values.status === 'active'}
              onCheckedChange={(checked) => form.set('status', checked ? 'active' : 'inactive')}
              error={form.errorFor('status')}
            />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>{t('planForm.prices')}</CardTitle>
            <CardDescription>{t('planForm.pricesHint', { currency })}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5 sm:grid-cols-2">
            <TextField {...form.text('price_monthly', t('planForm.priceMonthly'))} inputMode="decimal" autoComplete="off" required />
            <TextField
              {...form.text('price_annually', t('planForm.priceAnnually'))}
              inputMode="decimal"
              autoComplete="off"
              required
              hint={suggestedAnnual ? t('planForm.annualSuggestion', { price: suggestedAnnual }) : undefined}
            />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>{t('planForm.limits')}</CardTitle>
            <CardDescription>{t('planForm.limitsHint')}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5 sm:grid-cols-2">
            {number('socialProfiles', t('limits.socialProfiles'))}
            {number('users', t('limits.users'))}
            {number('postsPerDayPerUser', t('limits.postsPerDayPerUser'), t('planForm.noDailyLimit'))}
            {number('aiGenerationsPerMonth', t('limits.aiGenerationsPerMonth'), t('planForm.noMonthlyLimit'))}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>{t('planForm.features')}</CardTitle>
            <CardDescription>{t('planForm.featuresHint')}</CardDescription>
          </CardHeader>
          <CardContent>
            <FeatureListEditor rows={form.values.features} onChange={(rows) => form.set('features', rows)} error={form.errorFor('features')} />
          </CardContent>
        </Card>

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button asChild variant="outline">
            <Link to="/membership/plans">{tf('cancel')}</Link>
          </Button>
          <Button type="submit" aria-disabled={mutation.isPending || undefined} aria-busy={mutation.isPending || undefined}>
            {mutation.isPending && <Spinner />}
            {mutation.isPending ? t('planForm.saving') : editing ? t('planForm.save') : t('planForm.create')}
          </Button>
        </div>
      </form>
    </div>
  );
}
