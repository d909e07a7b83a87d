import { useId, useRef, useState, type DragEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CalendarDaysIcon, ChevronDownIcon, DownloadIcon, FileSpreadsheetIcon, PencilIcon, TriangleAlertIcon, UploadIcon } from 'lucide-react';
import {
  BULK_IMPORT_FIELDS,
  startBulkImport,
  updateBulkMapping,
  updateBulkRow,
  uploadBulkImport,
  type BulkImport,
  type BulkImportField,
  type BulkImportMapping,
  type BulkImportMode,
  type BulkImportRow,
  type BulkImportRowStatus,
} from '@cadence/contracts';
import { call } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Checkbox } from '../../../components/ui/checkbox';
import { Textarea } from '../../../components/ui/textarea';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../../components/ui/dropdown-menu';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { Skeleton } from '../../../components/ui/skeleton';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { EmptyState } from '../../../components/data-table/empty-state';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { useUserTimeZone } from '../../posts/use-time-zone';
import { BULK_IMPORTS_KEY, bulkImportQuery, bulkRowsQuery, recentImportsQuery } from '../queries';
import { TEMPLATE_KINDS, downloadTemplate, type TemplateKind } from '../template';

const NONE = '__none';

const ROW_TONES: Record<BulkImportRowStatus, 'success' | 'destructive' | 'warning' | 'info' | 'muted'> = {
  invalid: 'destructive',
  ready: 'info',
  queued: 'warning',
  imported: 'success',
  failed: 'destructive',
  skipped: 'muted',
};

/** The file picker's choices: CSV, and Excel workbooks (by extension and by type). */
const ACCEPTED_FILES = '.csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The template, in either format. */
function TemplateMenu() {
  const { t } = useTranslation('bulk-imports');
  const { t: tc } = useTranslation();
  const snackbar = useSnackbar();
  const download = (kind: TemplateKind) => {
    downloadTemplate(kind).catch((error: unknown) => snackbar.show(`${t('templateFailed')} ${describeError(tc, error)}`, { tone: 'error' }));
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" data-testid="bulk-template">
          <DownloadIcon />
          {t('template')}
          <ChevronDownIcon />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {TEMPLATE_KINDS.map((kind) => (
          <DropdownMenuItem key={kind} onSelect={() => download(kind)} data-testid={`bulk-template-${kind}`}>
            <FileSpreadsheetIcon />
            {t(`templateKinds.${kind}`)}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** /posts/bulk-posting: schedule many posts from a CSV file or an Excel workbook, checked row by row before anything is written. */
export function BulkImportPage({ importId, onOpen }: { importId: number | undefined; onOpen: (id: number | undefined) => void }) {
  const { t } = useTranslation('bulk-imports');
  useDocumentTitle(t('title'));
  return (
    <div className="grid gap-6">
      <PageHeader
        eyebrow={t('eyebrow')}
        title={t('title')}
        description={t('description')}
        actions={<TemplateMenu />}
      />
      {importId === undefined ? (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <UploadCard onUploaded={onOpen} />
          <RecentImports onOpen={onOpen} />
        </div>
      ) : (
        <ImportView id={importId} onClose={() => onOpen(undefined)} />
      )}
    </div>
  );
}

function UploadCard({ onUploaded }: { onUploaded: (id: number) => void }) {
  const { t } = useTranslation('bulk-imports');
  const { t: tc } = useTranslation();
  const zone = useUserTimeZone();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const snackbar = useSnackbar();
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return (await call(uploadBulkImport, { query: { timeZone: zone }, form, timeoutMs: 120_000 })).data;
    },
    onSuccess: (file) => {
      if (file.duplicate) snackbar.show(t('upload.duplicate'), { tone: 'neutral' });
      onUploaded(file.id);
    },
  });
  const pick = (files: FileList | null) => {
    const file = files?.[0];
    if (file) upload.mutate(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    pick(event.dataTransfer.files);
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('upload.title')}</CardTitle>
        <CardDescription>{t('upload.description', { zone })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`grid justify-items-center gap-3 rounded-lg border-2 border-dashed p-8 text-center ${dragging ? 'border-primary bg-primary/5' : 'border-border'}`}
        >
          <FileSpreadsheetIcon className="size-10 text-muted-foreground" aria-hidden />
          <p className="text-sm text-muted-foreground">{t('upload.drop')}</p>
          <input ref={input} id={inputId} type="file" accept={ACCEPTED_FILES} className="sr-only" onChange={(event) => pick(event.target.files)} data-testid="bulk-file" />
          <Button onClick={() => input.current?.click()} disabled={upload.isPending}>
            <UploadIcon />
            {upload.isPending ? t('upload.reading') : t('upload.choose')}
          </Button>
          <Label htmlFor={inputId} className="sr-only">
            {t('upload.choose')}
          </Label>
        </div>
        <p className="text-xs text-muted-foreground">{t('upload.columns')}</p>
        {upload.isError && (
          <Alert variant="destructive" role="alert">
            <TriangleAlertIcon />
            <AlertTitle>{t('upload.failed')}</AlertTitle>
            <AlertDescription>{describeError(tc, upload.error)}</AlertDescription>
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

function RecentImports({ onOpen }: { onOpen: (id: number) => void }) {
  const { t, i18n } = useTranslation('bulk-imports');
  const { t: tc } = useTranslation();
  const recent = useQuery(recentImportsQuery());
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('recent.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {recent.isPending ? (
          <div className="grid gap-2">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : recent.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {describeError(tc, recent.error)}
          </p>
        ) : recent.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('recent.empty')}</p>
        ) : (
          <ul className="grid gap-1">
            {recent.data.map((file) => (
              <li key={file.id}>
                <button type="button" onClick={() => onOpen(file.id)} className="grid w-full gap-0.5 rounded-md px-2 py-1.5 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring">
                  <span className="truncate text-sm font-medium">{file.fileName}</span>
                  <span className="text-xs text-muted-foreground">
                    {t(`status.${file.status}` as const)} · {t('recent.rows', { count: file.counts.total })} · {formatDateTime(file.createdAt, i18n.language)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function ImportView({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('bulk-imports');
  const { t: tc } = useTranslation();
  const file = useQuery(bulkImportQuery(id));
  if (file.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <Skeleton className="h-32" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (file.isError) {
    return (
      <EmptyState
        role="alert"
        icon={<TriangleAlertIcon />}
        title={t('loadFailed')}
        body={describeError(tc, file.error)}
        action={
          <Button variant="outline" onClick={onClose}>
            {t('another')}
          </Button>
        }
      />
    );
  }
  const data = file.data;
  return (
    <div className="grid gap-6">
      <Summary file={data} onClose={onClose} />
      {data.status === 'preview' && <MappingCard file={data} />}
      <RowsCard file={data} />
    </div>
  );
}

function Summary({ file, onClose }: { file: BulkImport; onClose: () => void }) {
  const { t, i18n } = useTranslation('bulk-imports');
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<BulkImportMode>('schedule');
  const start = useMutation({
    mutationFn: async () => (await call(startBulkImport, { params: { id: file.id }, body: { mode } })).data,
    onSuccess: (next) => {
      queryClient.setQueryData(bulkImportQuery(file.id).queryKey, next);
      void queryClient.invalidateQueries({ queryKey: [...BULK_IMPORTS_KEY, file.id, 'rows'] });
    },
  });
  const { counts } = file;
  const worked = counts.imported + counts.failed;
  const toWork = worked + counts.queued;
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <FileSpreadsheetIcon className="size-5" aria-hidden />
          <span className="truncate">{file.fileName}</span>
          <StatusBadge tone={file.status === 'done' ? 'success' : file.status === 'running' ? 'warning' : 'info'}>{t(`status.${file.status}`)}</StatusBadge>
        </CardTitle>
        <CardDescription>
          {file.status === 'preview' ? t('summary.counts', { total: n(counts.total), ready: n(counts.ready), invalid: n(counts.invalid) }) : t('recent.rows', { count: counts.total })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {file.status === 'preview' && (
          <div className="flex flex-wrap items-end gap-4">
            <div className="grid gap-1.5">
              <Label htmlFor="bulk-mode">{t('summary.mode')}</Label>
              <Select value={mode} onValueChange={(value) => setMode(value as BulkImportMode)}>
                <SelectTrigger id="bulk-mode" className="w-56" data-testid="bulk-mode">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="schedule">{t('summary.schedule')}</SelectItem>
                  <SelectItem value="draft">{t('summary.draft')}</SelectItem>
                </SelectContent>
              </Select>
            </div>
            <Button onClick={() => start.mutate()} disabled={start.isPending || counts.ready === 0} data-testid="bulk-start">
              {t('summary.start', { count: counts.ready })}
            </Button>
            {counts.invalid > 0 && <p className="text-sm text-muted-foreground">{t('summary.skipNote', { count: counts.invalid })}</p>}
            <Button variant="ghost" onClick={onClose}>
              {t('another')}
            </Button>
          </div>
        )}
        {start.isError && (
          <Alert variant="destructive" role="alert">
            <TriangleAlertIcon />
            <AlertTitle>{t('summary.startFailed')}</AlertTitle>
            <AlertDescription>{describeError(tc, start.error)}</AlertDescription>
          </Alert>
        )}
        {file.status !== 'preview' && (
          <div className="grid gap-2" aria-live="polite">
            <div role="progressbar" aria-label={t('progress.label')} aria-valuemin={0} aria-valuemax={toWork} aria-valuenow={worked} className="h-2 overflow-hidden rounded-full bg-muted">
              <span className="block h-full rounded-full bg-primary" style={{ width: `${toWork === 0 ? 100 : Math.min(100, (worked / toWork) * 100)}%` }} />
            </div>
            <p className="text-sm" data-testid="bulk-progress">
              {file.status === 'running'
                ? t('progress.running', { done: n(worked), total: n(toWork) })
                : t('progress.done', { imported: n(counts.imported), failed: n(counts.failed), skipped: n(counts.skipped) })}
            </p>
            {file.status === 'done' && (
              <div className="flex flex-wrap gap-2">
                <Button asChild>
                  <Link to="/posts" search={{ view: 'calendar' }} data-testid="bulk-calendar">
                    <CalendarDaysIcon />
                    {t('progress.calendar')}
                  </Link>
                </Button>
                <Button variant="outline" onClick={onClose}>
                  {t('another')}
                </Button>
              </div>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function fieldLabel(t: (key: string) => string, field: BulkImportField): string {
  return field.startsWith('text.') ? `${t('fields.networkText')} · ${t(`networks.${field.slice(5)}`)}` : t(`fields.${field}`);
}

function MappingCard({ file }: { file: BulkImport }) {
  const { t } = useTranslation('bulk-imports');
  const { t: tc } = useTranslation();
  const label = (key: string) => t(key as never);
  const queryClient = useQueryClient();
  const [mapping, setMapping] = useState<BulkImportMapping>(file.mapping);
  const [zone, setZone] = useState(file.timeZone);
  const [queue, setQueue] = useState(file.queue);
  const save = useMutation({
    mutationFn: async () => (await call(updateBulkMapping, { params: { id: file.id }, body: { mapping, timeZone: zone, queue } })).data,
    onSuccess: (next) => {
      queryClient.setQueryData(bulkImportQuery(file.id).queryKey, next);
      void queryClient.invalidateQueries({ queryKey: [...BULK_IMPORTS_KEY, file.id, 'rows'] });
    },
  });
  const shown = BULK_IMPORT_FIELDS.filter((field) => !field.startsWith('text.') || mapping[field] !== undefined || file.headers.length > 9);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('mapping.title')}</CardTitle>
        <CardDescription>{t('mapping.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((field) => (
            <div key={field} className="grid gap-1.5">
              <Label htmlFor={`map-${field}`}>{fieldLabel(label, field)}</Label>
              <Select
                value={mapping[field] ?? NONE}
                onValueChange={(value) => setMapping((current) => {
                  const next = { ...current };
                  if (value === NONE) delete next[field];
                  else next[field] = value;
                  return next;
                })}
              >
                <SelectTrigger id={`map-${field}`} data-testid={`map-${field}`}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={NONE}>{t('mapping.none')}</SelectItem>
                  {file.headers.map((header) => (
                    <SelectItem key={header} value={header}>
                      {header}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          ))}
          <div className="grid gap-1.5">
            <Label htmlFor="bulk-zone">{t('mapping.zone')}</Label>
            <Input id="bulk-zone" value={zone} onChange={(event) => setZone(event.target.value)} />
          </div>
        </div>
        <div className="flex items-start gap-3">
          <Checkbox id="bulk-queue" checked={queue} onCheckedChange={(checked) => setQueue(checked === true)} aria-describedby="bulk-queue-hint" data-testid="bulk-queue" />
          <div className="grid gap-1">
            <Label htmlFor="bulk-queue">{t('mapping.queue')}</Label>
            <p id="bulk-queue-hint" className="text-xs text-muted-foreground">
              {t('mapping.queueHint')}
            </p>
          </div>
        </div>
        {save.isError && (
          <Alert variant="destructive" role="alert">
            <TriangleAlertIcon />
            <AlertDescription>{describeError(tc, save.error)}</AlertDescription>
          </Alert>
        )}
        <div>
          <Button variant="outline" onClick={() => save.mutate()} disabled={save.isPending} data-testid="bulk-mapping-save">
            {save.isPending ? t('mapping.saving') : t('mapping.save')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function RowsCard({ file }: { file: BulkImport }) {
  const { t, i18n } = useTranslation('bulk-imports');
  const { t: tc } = useTranslation();
  const [chosen, setFilter] = useState<BulkImportRowStatus | undefined>(file.counts.invalid > 0 && file.status === 'preview' ? 'invalid' : undefined);
  // Once started, the preview's filters (errors, ready) no longer apply.
  const filter = file.status !== 'preview' && (chosen === 'invalid' || chosen === 'ready') ? undefined : chosen;
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<BulkImportRow | null>(null);
  const rows = useQuery(bulkRowsQuery(file.id, page, filter, file.status === 'running'));
  const filters: { key: BulkImportRowStatus | undefined; label: string; count: number }[] = [
    { key: undefined, label: t('rows.all'), count: file.counts.total },
    ...(file.status === 'preview'
      ? [
          { key: 'invalid' as const, label: t('rows.invalid'), count: file.counts.invalid },
          { key: 'ready' as const, label: t('rows.ready'), count: file.counts.ready },
        ]
      : [
          { key: 'imported' as const, label: t('rows.imported'), count: file.counts.imported },
          { key: 'failed' as const, label: t('rows.failed'), count: file.counts.failed },
        ]),
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('rows.title')}</CardTitle>
        <CardDescription>{file.status === 'preview' ? t('rows.previewNote') : t('rows.importedNote')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div role="group" aria-label={t('rows.filter')} className="flex flex-wrap gap-2">
          {filters.map((item) => (
            <Button
              key={item.key ?? 'all'}
              size="sm"
              variant={filter === item.key ? 'default' : 'outline'}
              aria-pressed={filter === item.key}
              onClick={() => {
                setFilter(item.key);
                setPage(0);
              }}
              data-testid={`bulk-filter-${item.key ?? 'all'}`}
            >
              {item.label} ({formatNumber(item.count, i18n.language)})
            </Button>
          ))}
        </div>
        {rows.isPending ? (
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : rows.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {describeError(tc, rows.error)}
          </p>
        ) : rows.data.data.length === 0 ? (
          <EmptyState icon={<FileSpreadsheetIcon />} title={filter === 'invalid' ? t('rows.noErrors') : t('rows.none')} role="status" />
        ) : (
          <>
            <div className="overflow-x-auto">
              <Table data-testid="bulk-rows">
                <TableHeader>
                  <TableRow>
                    <TableHead className="w-12">#</TableHead>
                    <TableHead>{t('rows.text')}</TableHead>
                    <TableHead>{t('rows.accounts')}</TableHead>
                    <TableHead>{t('rows.when')}</TableHead>
                    <TableHead>{t('rows.status')}</TableHead>
                    {file.status === 'preview' && <TableHead className="w-12">
                      <span className="sr-only">{t('rows.edit')}</span>
                    </TableHead>}
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {rows.data.data.map((row) => (
                    <TableRow key={row.id} data-testid={`bulk-row-${row.number}`}>
                      <TableCell className="text-muted-foreground">{row.number}</TableCell>
                      <TableCell className="max-w-sm">
                        <p className="line-clamp-2 text-sm">{row.text || '—'}</p>
                        {row.errors.length > 0 && (
                          <ul className="mt-1 grid gap-0.5 text-xs text-destructive">
                            {row.errors.map((error, index) => (
                              <li key={index}>
                                <span className="font-medium">{error.field}</span>: {error.message}
                              </li>
                            ))}
                          </ul>
                        )}
                        {row.message && <p className="mt-1 text-xs text-destructive">{row.message}</p>}
                      </TableCell>
                      <TableCell className="text-sm">{row.accounts.map((account) => account.name).join(', ') || '—'}</TableCell>
                      <TableCell className="whitespace-nowrap text-sm">{row.scheduledAt ? formatDateTime(row.scheduledAt, i18n.language) : file.queue && row.errors.length === 0 ? t('rows.nextSlot') : '—'}</TableCell>
                      <TableCell>
                        <StatusBadge tone={ROW_TONES[row.status]}>{t(`rowStatus.${row.status}`)}</StatusBadge>
                      </TableCell>
                      {file.status === 'preview' && (
                        <TableCell>
                          <Button size="icon" variant="ghost" onClick={() => setEditing(row)} aria-label={t('rows.editRow', { number: row.number })} data-testid={`bulk-edit-${row.number}`}>
                            <PencilIcon />
                          </Button>
                        </TableCell>
                      )}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
            {rows.data.pages > 1 && (
              <div className="flex items-center justify-end gap-2 text-sm">
                <Button size="sm" variant="outline" disabled={page === 0} onClick={() => setPage(page - 1)}>
                  {t('rows.previous')}
                </Button>
                <span>{t('rows.page', { page: page + 1, pages: rows.data.pages })}</span>
                <Button size="sm" variant="outline" disabled={page + 1 >= rows.data.pages} onClick={() => setPage(page + 1)}>
                  {t('rows.next')}
                </Button>
              </div>
            )}
          </>
        )}
      </CardContent>
      {editing && <RowDialog file={file} row={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}

function RowDialog({ file, row, onClose }: { file: BulkImport; row: BulkImportRow; onClose: () => void }) {
  const { t } = useTranslation('bulk-imports');
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<string, string>>(row.values);
  const [checked, setChecked] = useState<BulkImportRow>(row);
  const save = useMutation({
    mutationFn: async () => (await call(updateBulkRow, { params: { id: file.id, number: row.number }, body: { values } })).data,
    onSuccess: (next) => {
      setChecked(next);
      void queryClient.invalidateQueries({ queryKey: [...BULK_IMPORTS_KEY, file.id] });
      if (next.errors.length === 0) onClose();
    },
  });
  const long = new Set([file.mapping.text, file.mapping.firstComment, ...Object.entries(file.mapping).filter(([field]) => field.startsWith('text.')).map(([, header]) => header)]);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl" closeLabel={t('edit.cancel')}>
        <DialogHeader>
          <DialogTitle>{t('edit.title', { number: row.number })}</DialogTitle>
          <DialogDescription>{t('edit.description')}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate();
          }}
        >
          {file.headers.map((header) => {
            const errors = checked.errors.filter((error) => (file.mapping as Record<string, string | undefined>)[error.field] === header || (error.field === 'mediaNames' && file.mapping.mediaNames === header));
            const id = `cell-${header}`;
            return (
              <div key={header} className="grid gap-1.5">
                <Label htmlFor={id}>{header}</Label>
                {long.has(header) ? (
                  <Textarea id={id} rows={3} value={values[header] ?? ''} onChange={(event) => setValues({ ...values, [header]: event.target.value })} aria-invalid={errors.length > 0} />
                ) : (
                  <Input id={id} value={values[header] ?? ''} onChange={(event) => setValues({ ...values, [header]: event.target.value })} aria-invalid={errors.length > 0} data-testid={`bulk-cell-${header}`} />
                )}
                {errors.map((error, index) => (
                  <p key={index} className="text-xs text-destructive">
                    {error.message}
                  </p>
                ))}
              </div>
            );
          })}
          {checked.errors.some((error) => !file.headers.some((header) => (file.mapping as Record<string, string | undefined>)[error.field] === header)) && (
            <ul className="grid gap-0.5 text-xs text-destructive" role="alert">
              {checked.errors
                .filter((error) => !file.headers.some((header) => (file.mapping as Record<string, string | undefined>)[error.field] === header))
                .map((error, index) => (
                  <li key={index}>
                    {error.field}: {error.message}
                  </li>
                ))}
            </ul>
          )}
          {save.isError && (
            <p role="alert" className="text-sm text-destructive">
              {describeError(tc, save.error)}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('edit.cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending} data-testid="bulk-row-save">
              {save.isPending ? t('edit.saving') : t('edit.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
