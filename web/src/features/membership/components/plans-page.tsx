import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LayersIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { deletePlan, type Plan } from '@cadence/contracts';
import { call } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { RowActions } from '../../../components/row-actions';
import { DataTable, type DataColumn } from '../../../components/data-table/data-table';
import { DataTableSearch } from '../../../components/data-table/data-table-search';
import { EmptyState } from '../../../components/data-table/empty-state';
import { nextListSearch } from '../../../components/data-table/list-search';
import { useListBusy } from '../../../components/data-table/use-list-busy';
import { formatPrice } from '../../public-site/components/pricing/format-price';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { MEMBERSHIP_KEY, PLAN_LIST_DEFAULTS, plansQuery, type PlanSearch, type PlanSort } from '../queries';
import { PaymentSyncBadge, PlanStatusBadge } from './plan-badges';

/** /membership/plans: the price plans, their prices, state and provider sync, server-paginated. */
export function PlansPage({ search, onNavigate }: { search: PlanSearch; onNavigate: (search: PlanSearch, replace?: boolean) => void }) {
  const { t, i18n } = useTranslation('membership');
  useDocumentTitle(t('plans.title'));
  const { data: page } = useSuspenseQuery(plansQuery(search));
  const busy = useListBusy();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<Plan | null>(null);
  const price = (plan: Plan, cents: number) => formatPrice(cents, plan.currency, i18n.language);

  const columns: DataColumn<Plan, PlanSort>[] = [
    { id: 'id', header: t('columns.id'), sort: 'id', className: 'w-16 tabular-nums text-muted-foreground', cell: (plan) => plan.id },
    {
      id: 'name',
      header: t('columns.name'),
      sort: 'name',
      cell: (plan) => (
        <Link
          to="/membership/edit/$id"
          params={{ id: plan.id }}
          className="rounded-sm font-medium outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {plan.name}
        </Link>
      ),
    },
    { id: 'price_monthly', header: t('columns.monthly'), sort: 'price_monthly', className: 'tabular-nums whitespace-nowrap', cell: (plan) => price(plan, plan.price_monthly) },
    { id: 'price_annually', header: t('columns.annual'), sort: 'price_annually', className: 'tabular-nums whitespace-nowrap', cell: (plan) => price(plan, plan.price_annually) },
    { id: 'status', header: t('columns.status'), cell: (plan) => <PlanStatusBadge status={plan.status} /> },
    {
      id: 'payment_status',
      header: t('columns.paymentStatus'),
      cell: (plan) => (
        <PaymentSyncBadge
          status={plan.payment_status}
          title={t('sync.detail', { stripe: t(`sync.${plan.payment_sync.stripe}`), paypal: t(`sync.${plan.payment_sync.paypal}`) })}
        />
      ),
    },
    {
      id: 'features',
      header: t('columns.features'),
      className: 'tabular-nums',
      cell: (plan) => t('plans.featureCount', { count: plan.features.filter((feature) => feature.is_enable).length }),
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('columns.actions')}</span>,
      className: 'w-12 text-end',
      cell: (plan) => (
        <RowActions
          name={plan.name}
          actions={[
            { label: t('actions.edit'), icon: <PencilIcon />, onSelect: () => void navigate({ to: '/membership/edit/$id', params: { id: plan.id } }) },
            { label: t('actions.delete'), icon: <Trash2Icon />, onSelect: () => setDeleting(plan), destructive: true },
          ]}
        />
      ),
    },
  ];

  const addButton = (
    <Button asChild>
      <Link to="/membership/add">
        <PlusIcon />
        {t('plans.add')}
      </Link>
    </Button>
  );

  return (
    <div className="grid gap-6">
      <PageHeader eyebrow={t('eyebrow')} title={t('plans.title')} description={t('plans.description')} actions={addButton} />
      <DataTable
        label={t('plans.title')}
        columns={columns}
        page={page}
        rowId={(plan) => String(plan.id)}
        search={search}
        defaults={PLAN_LIST_DEFAULTS}
        onSearchChange={(next) => onNavigate(next)}
        busy={busy}
        toolbar={
          <DataTableSearch label={t('plans.search')} value={search.search ?? ''} onSearch={(text) => onNavigate(nextListSearch(search, { search: text }, PLAN_LIST_DEFAULTS), true)} />
        }
        empty={<EmptyState icon={<LayersIcon />} title={t('plans.emptyTitle')} body={t('plans.emptyBody')} action={addButton} />}
      />
      <DeletePlanDialog plan={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

function DeletePlanDialog({ plan, onClose }: { plan: Plan | null; onClose: () => void }) {
  const { t } = useTranslation('membership');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const mutation = useMutation({
    mutationFn: (target: Plan) => call(deletePlan, { params: { id: target.id } }),
    onSuccess: async (_, target) => {
      await queryClient.invalidateQueries({ queryKey: MEMBERSHIP_KEY });
      snackbar.show(t('plans.delete.done', { name: target.name }), { tone: 'success' });
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open={plan !== null}
      onOpenChange={(open) => {
        if (!open) {
          mutation.reset();
          onClose();
        }
      }}
      title={t('plans.delete.title', { name: plan?.name })}
      description={plan && plan.subscriptions > 0 ? t('plans.delete.inUse', { count: plan.subscriptions }) : t('plans.delete.body')}
      confirmLabel={t('plans.delete.confirm')}
      pendingLabel={t('plans.delete.pending')}
      pending={mutation.isPending}
      error={mutation.error}
      onConfirm={() => plan && mutation.mutate(plan)}
    />
  );
}
