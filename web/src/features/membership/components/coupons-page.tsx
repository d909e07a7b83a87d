import { useState } from 'react';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PencilIcon, PlusIcon, TicketPercentIcon, Trash2Icon } from 'lucide-react';
import { deleteCoupon, type Coupon } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { RowActions } from '../../../components/row-actions';
import { StatusBadge } from '../../../components/status-badge';
import { DataTable, type DataColumn } from '../../../components/data-table/data-table';
import { DataTableSearch } from '../../../components/data-table/data-table-search';
import { EmptyState } from '../../../components/data-table/empty-state';
import { nextListSearch } from '../../../components/data-table/list-search';
import { useListBusy } from '../../../components/data-table/use-list-busy';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { couponUsable, discountText } from '../coupon-display';
import { COUPON_LIST_DEFAULTS, MEMBERSHIP_KEY, couponsQuery, planOptionsQuery, type CouponSearch, type CouponSort } from '../queries';
import { CouponFormDialog } from './coupon-form-dialog';

const USABLE_TONES = { usable: 'success', off: 'muted', expired: 'warning', usedUp: 'warning' } as const;

/** /membership/coupons: discount codes, how often they were used, until when and for which plans. */
export function CouponsPage({ search, onNavigate }: { search: CouponSearch; onNavigate: (search: CouponSearch, replace?: boolean) => void }) {
  const { t, i18n } = useTranslation('membership');
  useDocumentTitle(t('coupons.title'));
  const { data: page } = useSuspenseQuery(couponsQuery(search));
  const plans = useQuery(planOptionsQuery());
  const planName = new Map((plans.data ?? []).map((plan) => [plan.id, plan.name]));
  const busy = useListBusy();
  const [dialog, setDialog] = useState<{ coupon: Coupon | null } | null>(null);
  const [deleting, setDeleting] = useState<Coupon | null>(null);
  const now = Date.now();

  const columns: DataColumn<Coupon, CouponSort>[] = [
    { id: 'id', header: t('columns.id'), sort: 'id', className: 'w-16 tabular-nums text-muted-foreground', cell: (coupon) => coupon.id },
    { id: 'code', header: t('columns.code'), sort: 'code', cell: (coupon) => <span className="font-mono font-medium">{coupon.code}</span> },
    { id: 'discount', header: t('columns.discount'), sort: 'discount_value', className: 'whitespace-nowrap', cell: (coupon) => discountText(t, coupon, i18n.language) },
    {
      id: 'usage',
      header: t('columns.usage'),
      sort: 'usage_count',
      className: 'tabular-nums whitespace-nowrap',
      cell: (coupon) => t('coupons.usage', { used: coupon.usage_count, max: coupon.max_usage }),
    },
    {
      id: 'expiration_date',
      header: t('columns.expires'),
      sort: 'expiration_date',
      className: 'whitespace-nowrap',
      cell: (coupon) => (coupon.expiration_date ? formatDate(coupon.expiration_date, i18n.language) : <span className="text-muted-foreground">{t('coupons.noExpiry')}</span>),
    },
    {
      id: 'plans',
      header: t('columns.plans'),
      cell: (coupon) =>
        coupon.plans.length === 0 ? (
          <span className="text-muted-foreground">{t('couponForm.allPlans')}</span>
        ) : (
          coupon.plans.map((id) => planName.get(id) ?? `#${id}`).join(', ')
        ),
    },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (coupon) => {
        const state = couponUsable(coupon, now);
        return <StatusBadge tone={USABLE_TONES[state]}>{t(`coupons.state.${state}`)}</StatusBadge>;
      },
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('columns.actions')}</span>,
      className: 'w-12 text-end',
      cell: (coupon) => (
        <RowActions
          name={coupon.code}
          actions={[
            { label: t('actions.edit'), icon: <PencilIcon />, onSelect: () => setDialog({ coupon }) },
            { label: t('actions.delete'), icon: <Trash2Icon />, onSelect: () => setDeleting(coupon), destructive: true },
          ]}
        />
      ),
    },
  ];

  const addButton = (
    <Button onClick={() => setDialog({ coupon: null })}>
      <PlusIcon />
      {t('coupons.add')}
    </Button>
  );

  return (
    <div className="grid gap-6">
      <PageHeader eyebrow={t('eyebrow')} title={t('coupons.title')} description={t('coupons.description')} actions={addButton} />
      <DataTable
        label={t('coupons.title')}
        columns={columns}
        page={page}
        rowId={(coupon) => String(coupon.id)}
        search={search}
        defaults={COUPON_LIST_DEFAULTS}
        onSearchChange={(next) => onNavigate(next)}
        busy={busy}
        toolbar={
          <DataTableSearch label={t('coupons.search')} value={search.search ?? ''} onSearch={(text) => onNavigate(nextListSearch(search, { search: text }, COUPON_LIST_DEFAULTS), true)} />
        }
        empty={<EmptyState icon={<TicketPercentIcon />} title={t('coupons.emptyTitle')} body={t('coupons.emptyBody')} action={addButton} />}
      />
      <CouponFormDialog open={dialog !== null} coupon={dialog?.coupon ?? null} onClose={() => setDialog(null)} />
      <DeleteCouponDialog coupon={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

function DeleteCouponDialog({ coupon, onClose }: { coupon: Coupon | null; onClose: () => void }) {
  const { t } = useTranslation('membership');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const mutation = useMutation({
    mutationFn: (target: Coupon) => call(deleteCoupon, { params: { id: target.id } }),
    onSuccess: async (_, target) => {
      await queryClient.invalidateQueries({ queryKey: MEMBERSHIP_KEY });
      snackbar.show(t('coupons.delete.done', { code: target.code }), { tone: 'success' });
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open={coupon !== null}
      onOpenChange={(open) => {
        if (!open) {
          mutation.reset();
          onClose();
        }
      }}
      title={t('coupons.delete.title', { code: coupon?.code })}
      description={t('coupons.delete.body')}
      confirmLabel={t('coupons.delete.confirm')}
      pendingLabel={t('coupons.delete.pending')}
      pending={mutation.isPending}
      error={mutation.error}
      onConfirm={() => coupon && mutation.mutate(coupon)}
    />
  );
}
