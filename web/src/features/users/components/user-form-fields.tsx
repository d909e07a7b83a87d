import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmailField, PasswordField, TextField } from '../../../components/form-field';
import { SwitchField } from '../../../components/form/fields';
import { MultiSelectField } from '../../../components/form/multi-select-field';
import type { SchemaForm } from '../../../components/form/use-schema-form';
import { planOptionsQuery } from '../queries';
import type { UserFormValues } from '../user-form';

/** The fields of the user form, for the add page and the edit dialog. */
export function UserFormFields<B>({ form, mode }: { form: SchemaForm<UserFormValues, B>; mode: 'create' | 'edit' }) {
  const { t } = useTranslation('users');
  const plans = useQuery(planOptionsQuery());
  const planOptions = (plans.data ?? []).map((plan) => ({ value: plan.name, label: plan.name }));

  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...form.text('name', t('fields.name'))} autoComplete="off" required autoFocus />
        <EmailField {...form.text('email', t('fields.email'))} autoComplete="off" />
      </div>
      <PasswordField
        {...form.text('password', t('fields.password'))}
        hint={mode === 'edit' ? t('fields.passwordKeep') : t('fields.passwordHint')}
        labelNote={mode === 'edit' ? t('fields.optional') : undefined}
        autoComplete="new-password"
        required={mode === 'create'}
      />
      <MultiSelectField
        id="plans"
        label={t('fields.plans')}
        hint={plans.isError ? t('fields.plansError') : t('fields.plansHint')}
        error={form.errorFor('plans', t('fields.plans'))}
        value={form.values.plans}
        onValueChange={(value) => form.set('plans', value)}
        options={planOptions}
        loading={plans.isPending}
        placeholder={t('fields.plansPlaceholder')}
        searchPlaceholder={t('fields.plansSearch')}
        emptyText={t('fields.plansEmpty')}
      />
      <TextField {...form.text('plan_ends_at', t('fields.planEndsAt'))} type="date" labelNote={t('fields.optional')} hint={t(mode === 'edit' ? 'fields.planEndsAtKeep' : 'fields.planEndsAtHint')} />
      <div className="grid gap-3">
        <SwitchField
          id="status"
          label={t('fields.status')}
          hint={form.values.status ? t('fields.statusActive') : t('fields.statusBanned')}
          checked={form.values.status}
          onCheckedChange={(checked) => form.set('status', checked)}
          error={form.errorFor('status')}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <SwitchField
            id="email_verified"
            label={t('fields.emailVerified')}
            checked={form.values.email_verified}
            onCheckedChange={(checked) => form.set('email_verified', checked)}
            error={form.errorFor('email_verified')}
          />
          <SwitchField
            id="mobile_verified"
            label={t('fields.mobileVerified')}
            checked={form.values.mobile_verified}
            onCheckedChange={(checked) => form.set('mobile_verified', checked)}
            error={form.errorFor('mobile_verified')}
          />
        </div>
      </div>
    </div>
  );
}
