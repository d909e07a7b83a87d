import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SettingsAuditEntry } from '@cadence/contracts';
import { describeError } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { FormAlert } from '../../../components/form/form-alert';
import { useRequiredSession } from '../../session/use-session';
import { AUDIT_PAGE_SIZE, settingsAuditQuery, type AuditArea } from '../queries';

/** A section's changes, newest first: when, who, what and which fields (never their values). */
export function SettingsAudit({ area, description, describe }: { area: AuditArea; description: string; describe: (entry: SettingsAuditEntry) => string }) {
  const { t, i18n } = useTranslation('settings');
  const { t: tc } = useTranslation();
  const { user } = useRequiredSession();
  // A service that keeps no copy of the users answers without names: the reader knows their own.
  const actorName = (entry: SettingsAuditEntry) => entry.actor_name ?? (entry.actor_id === user.id ? user.name : t('audit.user', { id: entry.actor_id }));
  const [page, setPage] = useState(0);
  const audit = useQuery({ ...settingsAuditQuery(area, page), placeholderData: keepPreviousData });
  const pages = audit.data ? Math.max(1, Math.ceil(audit.data.total / AUDIT_PAGE_SIZE)) : 1;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('audit.title')}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {audit.isPending ? (
          <div className="grid gap-2" aria-busy="true" aria-label={t('loading')}>
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-full" />
          </div>
        ) : audit.isError ? (
          <div className="grid justify-items-start gap-3">
            <FormAlert alert={{ message: describeError(tc, audit.error), details: [] }} />
            <Button variant="outline" size="sm" onClick={() => void audit.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : audit.data.data.length === 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="settings-audit-empty">
            {t('audit.empty')}
          </p>
        ) : (
          <>
            <Table data-testid="settings-audit">
              <TableHeader>
                <TableRow>
                  <TableHead>{t('audit.when')}</TableHead>
                  <TableHead>{t('audit.who')}</TableHead>
                  <TableHead>{t('audit.what')}</TableHead>
                  <TableHead>{t('audit.fields')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {audit.data.data.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell className="whitespace-nowrap">{formatDateTime(entry.at, i18n.language)}</TableCell>
                    <TableCell>{actorName(entry)}</TableCell>
                    <TableCell>{describe(entry)}</TableCell>
                    <TableCell>{entry.fields.map((field) => t(`audit.field.${field}`, { defaultValue: field })).join(', ')}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {pages > 1 && (
              <div className="flex items-center gap-2 text-sm">
                <Button variant="outline" size="sm" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
                  {t('audit.previous')}
                </Button>
                <span>{t('audit.page', { page: page + 1, pages })}</span>
                <Button variant="outline" size="sm" disabled={page + 1 >= pages} onClick={() => setPage((p) => p + 1)}>
                  {t('audit.next')}
                </Button>
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
