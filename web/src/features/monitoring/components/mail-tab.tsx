import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MailIcon } from 'lucide-react';
import { MAIL_STATUSES, type MailStatus } from '@cadence/contracts';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { SelectField } from '../../../components/form/fields';
import { StatusBadge } from '../../../components/status-badge';
import { EmptyState } from '../../../components/data-table/empty-state';
import { DataTablePagination } from '../../../components/data-table/data-table-pagination';
import { formatDateTime } from '../../../lib/format';
import { mailsQuery } from '../queries';

const TONES = { kept: 'info', pending: 'warning', sent: 'success', failed: 'destructive' } as const;

/** The auth service's mail log: sent, failed and kept mails, newest first. */
export function MailTab() {
  const { t, i18n } = useTranslation('monitoring');
  const [page, setPage] = useState(0);
  const [limit, setLimit] = useState(10);
  const [status, setStatus] = useState<MailStatus | 'all'>('all');
  const mails = useQuery(mailsQuery({ page, limit, status: status === 'all' ? undefined : status }));
  return (
    <Card data-testid="monitoring-mail">
      <CardHeader>
        <CardTitle id="mail-title">{t('mail.title')}</CardTitle>
        <CardDescription>{t('mail.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 px-0">
        <div className="px-6">
          <SelectField
            id="mail-status"
            className="max-w-xs"
            label={t('mail.statusFilter')}
            value={status}
            onValueChange={(value) => {
              setStatus(value);
              setPage(0);
            }}
            options={[{ value: 'all' as const, label: t('mail.allStatuses') }, ...MAIL_STATUSES.map((value) => ({ value, label: t(`mail.statuses.${value}`) }))]}
          />
        </div>
        {mails.isPending ? (
          <div className="mx-6 h-32 animate-pulse rounded-md bg-muted motion-reduce:animate-none" aria-hidden="true" />
        ) : mails.isError ? (
          <EmptyState role="alert" icon={<MailIcon />} title={t('mail.error')} body={mails.error.message} action={<Button variant="outline" onClick={() => void mails.refetch()}>{t('retry')}</Button>} />
        ) : mails.data.data.length === 0 ? (
          <EmptyState icon={<MailIcon />} title={t('mail.empty')} />
        ) : (
          <>
            <Table aria-labelledby="mail-title">
              <TableHeader>
                <TableRow>
                  <TableHead className="pl-6">{t('mail.to')}</TableHead>
                  <TableHead>{t('mail.subject')}</TableHead>
                  <TableHead>{t('mail.kind')}</TableHead>
                  <TableHead>{t('mail.status')}</TableHead>
                  <TableHead className="pr-6">{t('mail.created')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {mails.data.data.map((mail) => (
                  <TableRow key={mail.id}>
                    <TableCell className="pl-6">{mail.to}</TableCell>
                    <TableCell className="max-w-xs truncate" title={mail.subject}>
                      {mail.subject}
                      {mail.error && <span className="block truncate text-xs text-destructive">{mail.error}</span>}
                    </TableCell>
                    <TableCell>
                      <code className="text-xs">{mail.kind}</code>
                    </TableCell>
                    <TableCell>
                      <StatusBadge tone={TONES[mail.status]}>{t(`mail.statuses.${mail.status}`)}</StatusBadge>
                    </TableCell>
                    <TableCell className="pr-6 whitespace-nowrap">{formatDateTime(mail.createdAt, i18n.language)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <DataTablePagination
              page={page}
              pages={mails.data.pages}
              limit={limit}
              total={mails.data.total}
              count={mails.data.data.length}
              onPageChange={setPage}
              onLimitChange={(value) => {
                setLimit(value);
                setPage(0);
              }}
              sizes={[10, 25, 50]}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
