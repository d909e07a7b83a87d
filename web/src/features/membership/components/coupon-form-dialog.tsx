import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DISCOUNT_TYPES, createCoupon, updateCoupon, type Coupon } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { TextField } from '../../../components/form-field';
import { FormDialog } from '../../../components/form/form-dialog';
import { SelectField, SwitchField } from '../../../components/form/fields';
import { MultiSelectField } from '../../../components/form/multi-select-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { COUPON_CURRENCY } from '../coupon-display';
import { COUPON_FORM_FIELDS, CreateCouponBody, EMPTY_COUPON, completeCoupon, couponBody, couponFormValues, couponProblems, type CouponDraft, type CouponFormValues } from '../coupon-form';
import { MEMBERSHIP_KEY, planOptionsQuery } from '../queries';

/** Creates a coupon (`coupon` null) or edits one; open while `open`. */
export function CouponFormDialog({ open, coupon, onClose }: { open: boolean; coupon: Coupon | null; onClose: () => void }) {
  const { t } = useTranslation('membership');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const editing = coupon !== null;
  const plans = useQuery({ ...planOptionsQuery(), enabled: open });
  const form = useSchemaForm<CouponFormValues, CouponDraft>({
    fields: COUPON_FORM_FIELDS,
    initial: EMPTY_COUPON,
    schema: CreateCouponBody,
    toBody: couponBody,
    check: couponProblems,
  });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(coupon ? couponFormValues(coupon) : EMPTY_COUPON);
  }, [coupon, open, reset]);

  const mutation = useMutation({
    mutationFn: (body: CreateCouponBody) => (coupon ? call(updateCoupon, { params: { id: coupon.id }, body }) : call(createCoupon, { body })),
    onSuccess: async (response) => {
      await queryClient.invalidateQueries({ queryKey: MEMBERSHIP_KEY });
      snackbar.show(t(editing ? 'couponForm.updated' : 'couponForm.created', { code: response.data.code }), { tone: 'success' });
      onClose();
    },
    onError: form.showServerError,
  });

  const type = form.values.discount_type;
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={editing ? t('couponForm.editTitle', { code: coupon.code }) : t('couponForm.addTitle')}
      description={t('couponForm.description')}
      form={form}
      pending={mutation.isPending}
      onSubmit={form.handleSubmit((draft) => {
        const body = completeCoupon(draft);
        if (body && !mutation.isPending) mutation.mutate(body);
      })}
      submitLabel={editing ? t('couponForm.save') : t('couponForm.create')}
      pendingLabel={t('couponForm.saving')}
      wide
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...form.text('code', t('couponForm.code'))}
          hint={t('couponForm.codeHint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="[&_input]:font-mono [&_input]:uppercase"
          maxLength={40}
          required
          autoFocus
        />
        <SelectField
          id="discount_type"
          label={t('couponForm.discountType')}
          value={type}
          onValueChange={(value) => form.set('discount_type', value)}
          error={form.errorFor('discount_type')}
          options={DISCOUNT_TYPES.map((value) => ({ value, label: t(`discountTypes.${value}`) }))}
        />
        <TextField
          {...form.text('discount_value', t(`couponForm.value.${type}`, { currency: COUPON_CURRENCY }))}
          inputMode={type === 'fixed' ? 'decimal' : 'numeric'}
          autoComplete="off"
          required
        />
        <TextField {...form.text('max_usage', t('couponForm.maxUsage'))} inputMode="numeric" autoComplete="off" hint={t('couponForm.maxUsageHint')} required />
        {coupon && (
          <TextField id="usage_count" label={t('couponForm.usageCount')} value={String(coupon.usage_count)} readOnly hint={t('couponForm.usageCountHint')} />
        )}
        <TextField {...form.text('expiration_date', t('couponForm.expirationDate'))} type="date" labelNote={t('planForm.optional')} hint={t('couponForm.expirationHint')} />
      </div>
      <MultiSelectField
        id="plans"
        label={t('couponForm.plans')}
        hint={plans.isError ? t('couponForm.plansError') : t('couponForm.plansHint')}
        error={form.errorFor('plans')}
        value={form.values.plans}
        onValueChange={(value) => form.set('plans', value)}
        options={(plans.data ?? []).map((plan) => ({ value: plan.id, label: plan.name, description: plan.status === 'inactive' ? t('planStatus.inactive') : undefined }))}
        loading={plans.isPending}
        placeholder={t('couponForm.allPlans')}
        searchPlaceholder={t('couponForm.plansSearch')}
        emptyText={t('couponForm.plansEmpty')}
      />
      <SwitchField
        id="status"
        label={t('couponForm.status')}
        hint={form.values.status ? t('couponForm.statusOn') : t('couponForm.statusOff')}
        checked={form.values.status}
        onCheckedChange={(checked) => form.set('status', checked)}
        error={form.errorFor('status')}
      />
    </FormDialog>
  );
}
