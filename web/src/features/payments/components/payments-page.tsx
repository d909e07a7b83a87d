import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CreditCardIcon, ReceiptIcon, Undo2Icon, WalletIcon } from 'lucide-react';
import type { Payment } from '@cadence/contracts';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PageHeader } from '../../../components/page-header';
import { RowActions } from '../../../components/row-actions';
import { DataTable, type DataColumn } from '../../../components/data-table/data-table';
import { EmptyState } from '../../../components/data-table/empty-state';
import { useListBusy } from '../../../components/data-table/use-list-busy';
import { formatPrice } from '../../public-site/components/pricing/format-price';
import { PAYMENT_LIST_DEFAULTS, paymentsQuery, type PaymentSearch, type PaymentSort, type PaymentView } from '../queries';
import { PaymentStatusBadge } from './payment-status-badge';
import { PaymentViewsNav } from './payment-views-nav';
import { RefundDialog } from './refund-dialog';

export interface PaymentsPageProps {
  view: PaymentView;
  search: PaymentSearch;
  onNavigate: (search: PaymentSearch, replace?: boolean) => void;
}

/** /membership/payments, -pending and -declined: every workspace's payments, newest state per row. */
export function PaymentsPage({ view, search, onNavigate }: PaymentsPageProps) {
  const { t, i18n } = useTranslation('payments');
  useDocumentTitle(t(`views.${view}.title`));
  const { data: page } = useSuspenseQuery(paymentsQuery(view, search));
  const busy = useListBusy();
  const [refunding, setRefunding] = useState<Payment | null>(null);

  const columns: DataColumn<Payment, PaymentSort>[] = [
    { id: 'id', header: t('columns.id'), sort: 'id', className: 'w-16 tabular-nums text-muted-foreground', cell: (payment) => payment.id },
    {
      id: 'amount_paid',
      header: t('columns.amount'),
      sort: 'amount_paid',
      className: 'tabular-nums whitespace-nowrap font-medium',
      cell: (payment) => formatPrice(payment.amount_paid, payment.currency, i18n.language),
    },
    { id: 'currency', header: t('columns.currency'), className: 'uppercase', cell: (payment) => payment.currency },
    {
      id: 'payment_method',
      header: t('columns.method'),
      cell: (payment) => (
        <span className="inline-flex items-center gap-1.5">
          {payment.payment_method === 'card' ? <CreditCardIcon className="size-4 text-muted-foreground" aria-hidden="true" /> : <WalletIcon className="size-4 text-muted-foreground" aria-hidden="true" />}
          {t(`methods.${payment.payment_method}`)}
        </span>
      ),
    },
    {
      id: 'plan',
      header: t('columns.plan'),
      cell: (payment) =>
        payment.plan ? (
          <span>
            {payment.plan.name}
            {payment.interval && <span className="text-muted-foreground"> · {t(`intervals.${payment.interval}`)}</span>}
          </span>
        ) : (
          <span className="text-muted-foreground">—</span>
        ),
    },
    {
      id: 'status',
      header: t('columns.status'),
      sort: 'status',
      cell: (payment) => (
        <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-0.5">
          <PaymentStatusBadge status={payment.status} />
          {payment.refundedAt && <span className="text-xs text-muted-foreground">{t('refund.on', { date: formatDate(payment.refundedAt, i18n.language) })}</span>}
        </span>
      ),
    },
    ...(view === 'declined'
      ? [{ id: 'failed_reason', header: t('columns.failedReason'), cell: (payment: Payment) => <span className="text-sm text-destructive">{payment.failed_reason ?? t('unknownReason')}</span> }]
      : []),
    { id: 'createdAt', header: t('columns.createdAt'), sort: 'created', className: 'whitespace-nowrap', cell: (payment) => formatDateTime(payment.createdAt, i18n.language) },
    {
      id: 'actions',
      header: <span className="sr-only">{t('columns.actions')}</span>,
      className: 'w-12 text-end',
      cell: (payment) =>
        payment.status === 'active' ? (
          <RowActions
            name={t('refund.rowName', { id: payment.id, amount: formatPrice(payment.amount_paid, payment.currency, i18n.language) })}
            actions={[{ label: t('refund.action'), icon: <Undo2Icon />, onSelect: () => setRefunding(payment), destructive: true }]}
          />
        ) : null,
    },
  ];

  return (
    <div className="grid gap-6">
      <PageHeader eyebrow={t('eyebrow')} title={t(`views.${view}.title`)} description={t(`views.${view}.description`)} />
      <PaymentViewsNav view={view} />
      <DataTable
        label={t(`views.${view}.title`)}
        columns={columns}
        page={page}
        rowId={(payment) => String(payment.id)}
        search={search}
        defaults={PAYMENT_LIST_DEFAULTS}
        onSearchChange={(next) => onNavigate(next)}
        busy={busy}
        empty={<EmptyState icon={<ReceiptIcon />} title={t(`views.${view}.emptyTitle`)} body={t(`views.${view}.emptyBody`)} />}
      />
      <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />
    </div>
  );
}
