import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { CalendarClockIcon, DownloadIcon, FileTextIcon, LoaderCircleIcon, PaletteIcon, Trash2Icon } from 'lucide-react';
import {
  createReport,
  createReportSchedule,
  deleteReport,
  deleteReportSchedule,
  updateReportBranding,
  REPORT_SECTIONS,
  type Report,
  type ReportFormat,
  type ReportFrequency,
  type ReportLanguage,
  type ReportSchedule,
  type ReportSection,
} from '@cadence/contracts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { TextField } from '../../../components/form-field';
import { SelectField } from '../../../components/form/fields';
import { MultiSelectField } from '../../../components/form/multi-select-field';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/data-table/empty-state';
import { PageHeader } from '../../../components/page-header';
import { call, fieldErrorsOf, isApiError } from '../../../lib/api';
import { formatDate, formatDateTime } from '../../../lib/format';
import { isLocale, LOCALE_NAMES, LOCALES } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { sessionAtom } from '../../session/session.atoms';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { accountOptionsQuery } from '../../composer/accounts';
import { analyticsAccessQuery } from '../queries';
import { UpgradePanel } from '../components/analytics-page';
import { HISTORY_PAGE_SIZE, REPORTS_KEY, downloadReport, reportBrandingQuery, reportHistoryQuery, reportSchedulesQuery } from './queries';

export interface ReportsAbilities {
  analytics: boolean;
  create: boolean;
  history: boolean;
  schedules: boolean;
}

const DAY_MS = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

function errorsOf(error: unknown): { fields: Record<string, string>; message: string | null } {
  if (!isApiError(error)) return { fields: {}, message: error instanceof Error ? error.message : null };
  const fields = fieldErrorsOf(error.envelope);
  return { fields, message: Object.keys(fields).length > 0 ? null : error.envelope.message };
}

/** Reports: make one (range, accounts, sections), its history with downloads, scheduled mailings and the workspace's branding. */
export function ReportsPage({ can }: { can: ReportsAbilities }) {
  const { t } = useTranslation('analytics');
  useDocumentTitle(t('reports.title'));
  const access = useQuery({ ...analyticsAccessQuery(), enabled: can.analytics });
  const header = <PageHeader eyebrow={t('eyebrow')} title={t('reports.title')} description={t('reports.description')} />;
  if (access.data && !access.data.included) {
    return (
      <div className="grid gap-6">
        {header}
        <UpgradePanel access={access.data} />
      </div>
    );
  }
  return (
    <div className="grid gap-6">
      {header}
      {can.create && <NewReportCard />}
      {can.history && <HistoryCard canDelete={can.create} />}
      {can.schedules && <SchedulesCard canCreate={can.create} />}
      {can.schedules && <BrandingCard canEdit={can.create} />}
    </div>
  );
}

function SectionChoice({ value, onChange, error }: { value: ReportSection[]; onChange: (value: ReportSection[]) => void; error?: string | undefined }) {
  const { t } = useTranslation('analytics');
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? 'sections-error' : undefined}>
      <legend className="mb-1 text-sm font-medium">{t('reports.fields.sections')}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {REPORT_SECTIONS.map((section) => (
          <div key={section} className="flex items-center gap-2">
            <Checkbox
              id={`section-${section}`}
              checked={value.includes(section)}
              onCheckedChange={(checked) => onChange(checked === true ? [...value, section] : value.filter((item) => item !== section))}
            />
            <Label htmlFor={`section-${section}`} className="font-normal">
              {t(`reports.sections.${section}`)}
            </Label>
          </div>
        ))}
      </div>
      {error && (
        <p id="sections-error" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The language a report is written in; it starts as the person's own. */
function useReportLanguage() {
  const { i18n } = useTranslation('analytics');
  return useState<ReportLanguage>(isLocale(i18n.language) ? i18n.language : 'en');
}

function LanguageChoice({ id, value, onChange, error }: { id: string; value: ReportLanguage; onChange: (value: ReportLanguage) => void; error?: string | undefined }) {
  const { t } = useTranslation('analytics');
  return (
    <SelectField
      id={id}
      label={t('reports.fields.language')}
      hint={t('reports.fields.languageHint')}
      value={value}
      onValueChange={onChange}
      error={error}
      options={LOCALES.map((language) => ({ value: language, label: LOCALE_NAMES[language] }))}
    />
  );
}

function AccountChoice({ value, onChange, error }: { value: number[]; onChange: (value: number[]) => void; error?: string | undefined }) {
  const { t } = useTranslation('analytics');
  const { t: tp } = useTranslation('posts');
  const accounts = useQuery(accountOptionsQuery());
  return (
    <MultiSelectField
      id="account_ids"
      label={t('reports.fields.accounts')}
      hint={accounts.isError ? t('reports.fields.accountsError') : t('reports.fields.accountsHint')}
      value={value}
      onValueChange={onChange}
      options={(accounts.data ?? []).map((account) => ({ value: account.id, label: account.name, description: tp(`accountTypes.${account.type}`) }))}
      placeholder={t('reports.fields.accountsAll')}
      searchPlaceholder={t('reports.fields.accountsSearch')}
      emptyText={t('reports.fields.accountsEmpty')}
      loading={accounts.isLoading}
      error={error}
    />
  );
}

function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-destructive">
      {message}
    </p>
  );
}

function NewReportCard() {
  const { t } = useTranslation('analytics');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const today = Date.now();
  const [title, setTitle] = useState('');
  const [from, setFrom] = useState(dayOf(today - 29 * DAY_MS));
  const [to, setTo] = useState(dayOf(today));
  const [accountIds, setAccountIds] = useState<number[]>([]);
  const [sections, setSections] = useState<ReportSection[]>([...REPORT_SECTIONS]);
  const [language, setLanguage] = useReportLanguage();
  const mutation = useMutation({
    mutationFn: () => call(createReport, { body: { title, from, to, sections, language, ...(accountIds.length > 0 ? { account_ids: accountIds } : {}) } }),
    onSuccess: async (response) => {
      await queryClient.invalidateQueries({ queryKey: REPORTS_KEY });
      snackbar.show(t('reports.create.done', { title: response.data.title }), { tone: 'success' });
      setTitle('');
    },
  });
  const { fields, message } = mutation.isError ? errorsOf(mutation.error) : { fields: {} as Record<string, string>, message: null };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!mutation.isPending) mutation.mutate();
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('reports.create.title')}</CardTitle>
        <CardDescription>{t('reports.create.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={submit} noValidate aria-label={t('reports.create.title')}>
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
            <TextField id="title" label={t('reports.fields.title')} value={title} onChange={(event) => setTitle(event.target.value)} error={fields.title} required maxLength={120} autoComplete="off" />
            <TextField id="from" type="date" label={t('reports.fields.from')} value={from} onChange={(event) => setFrom(event.target.value)} error={fields.from} required />
            <TextField id="to" type="date" label={t('reports.fields.to')} value={to} onChange={(event) => setTo(event.target.value)} error={fields.to} required />
            <LanguageChoice id="language" value={language} onChange={setLanguage} error={fields.language} />
          </div>
          <AccountChoice value={accountIds} onChange={setAccountIds} error={fields.account_ids ?? fields.networks} />
          <SectionChoice value={sections} onChange={setSections} error={fields.sections} />
          <FormError message={message} />
          <div>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : <FileTextIcon aria-hidden="true" />}
              {mutation.isPending ? t('reports.create.pending') : t('reports.create.submit')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function HistoryCard({ canDelete }: { canDelete: boolean }) {
  const { t, i18n } = useTranslation('analytics');
  const token = useAtomValue(sessionAtom)?.accessToken;
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(0);
  const history = useQuery(reportHistoryQuery(page));
  const [removing, setRemoving] = useState<Report | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: (report: Report) => call(deleteReport, { params: { id: report.id } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: REPORTS_KEY });
      setRemoving(null);
      snackbar.show(t('reports.history.deleted'), { tone: 'success' });
    },
  });
  const download = async (report: Report, format: ReportFormat) => {
    setDownloading(`${report.id}-${format}`);
    try {
      await downloadReport(report, format, token);
    } catch {
      snackbar.show(t('reports.history.downloadFailed'), { tone: 'error' });
    } finally {
      setDownloading(null);
    }
  };
  let body: ReactNode;
  if (history.isPending) body = <p className="py-6 text-sm text-muted-foreground" role="status">{t('reports.history.loading')}</p>;
  else if (history.isError) {
    body = (
      <EmptyState
        role="alert"
        icon={<FileTextIcon />}
        title={t('reports.history.errorTitle')}
        body={history.error.message}
        action={
          <Button variant="outline" onClick={() => void history.refetch()}>
            {t('reports.retry')}
          </Button>
        }
      />
    );
  } else if (history.data.data.length === 0) body = <EmptyState icon={<FileTextIcon />} title={t('reports.history.emptyTitle')} body={t('reports.history.emptyBody')} />;
  else {
    body = (
      <>
        <Table aria-label={t('reports.history.title')}>
          <TableHeader>
            <TableRow>
              <TableHead>{t('reports.history.report')}</TableHead>
              <TableHead>{t('reports.history.range')}</TableHead>
              <TableHead>{t('reports.history.made')}</TableHead>
              <TableHead className="text-right">{t('reports.history.actions')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {history.data.data.map((report) => (
              <TableRow key={report.id}>
                <TableCell>
                  <div className="font-medium">{report.title}</div>
                  <div className="flex flex-wrap gap-1 pt-1">
                    {report.schedule_id !== null && <Badge variant="secondary">{t('reports.history.scheduled')}</Badge>}
                    {report.branded && <Badge variant="outline">{t('reports.history.branded')}</Badge>}
                    <Badge variant="outline" lang={report.language}>
                      {LOCALE_NAMES[report.language]}
                    </Badge>
                  </div>
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  {formatDate(`${report.from}T12:00:00Z`, i18n.language)} – {formatDate(`${report.to}T12:00:00Z`, i18n.language)}
                </TableCell>
                <TableCell className="whitespace-nowrap">{formatDateTime(report.created_at, i18n.language)}</TableCell>
                <TableCell className="text-right">
                  <div className="flex justify-end gap-2">
                    {(['pdf', 'csv'] as const).map((format) => (
                      <Button key={format} size="sm" variant="outline" disabled={downloading !== null} onClick={() => void download(report, format)} aria-label={t(`reports.history.download.${format}`, { title: report.title })}>
                        {downloading === `${report.id}-${format}` ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : <DownloadIcon aria-hidden="true" />}
                        {format.toUpperCase()}
                      </Button>
                    ))}
                    {canDelete && (
                      <Button size="sm" variant="ghost" onClick={() => setRemoving(report)} aria-label={t('reports.history.delete', { title: report.title })}>
                        <Trash2Icon aria-hidden="true" />
                      </Button>
                    )}
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {history.data.pages > 1 && (
          <div className="flex items-center justify-end gap-2 pt-3 text-sm">
            <Button size="sm" variant="outline" disabled={page === 0} onClick={() => setPage(page - 1)}>
              {t('reports.history.previous')}
            </Button>
            <span>{t('reports.history.page', { page: page + 1, pages: history.data.pages })}</span>
            <Button size="sm" variant="outline" disabled={page + 1 >= history.data.pages} onClick={() => setPage(page + 1)}>
              {t('reports.history.next')}
            </Button>
          </div>
        )}
      </>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('reports.history.title')}</CardTitle>
        <CardDescription>{t('reports.history.description', { count: HISTORY_PAGE_SIZE })}</CardDescription>
      </CardHeader>
      <CardContent aria-busy={history.isFetching || undefined}>{body}</CardContent>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) {
            setRemoving(null);
            remove.reset();
          }
        }}
        title={t('reports.history.deleteTitle')}
        description={t('reports.history.deleteBody', { title: removing?.title ?? '' })}
        confirmLabel={t('reports.history.deleteConfirm')}
        pendingLabel={t('reports.history.deleting')}
        pending={remove.isPending}
        error={remove.isError ? remove.error : undefined}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </Card>
  );
}

function SchedulesCard({ canCreate }: { canCreate: boolean }) {
  const { t } = useTranslation('analytics');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const schedules = useQuery(reportSchedulesQuery());
  const [title, setTitle] = useState('');
  const [frequency, setFrequency] = useState<ReportFrequency>('weekly');
  const [recipients, setRecipients] = useState('');
  const [accountIds, setAccountIds] = useState<number[]>([]);
  const [sections, setSections] = useState<ReportSection[]>(['summary', 'growth', 'top_posts']);
  const [language, setLanguage] = useReportLanguage();
  const create = useMutation({
    mutationFn: () =>
      call(createReportSchedule, {
        body: {
          title,
          frequency,
          recipients: recipients
            .split(/[\s,;]+/)
            .map((address) => address.trim())
            .filter(Boolean),
          sections,
          language,
          ...(accountIds.length > 0 ? { account_ids: accountIds } : {}),
        },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: REPORTS_KEY });
      snackbar.show(t('reports.schedules.saved'), { tone: 'success' });
      setTitle('');
      setRecipients('');
    },
  });
  const stop = useMutation({
    mutationFn: (schedule: ReportSchedule) => call(deleteReportSchedule, { params: { id: schedule.id } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: REPORTS_KEY });
      snackbar.show(t('reports.schedules.stopped'), { tone: 'success' });
    },
    onError: (error) => snackbar.show(error.message, { tone: 'error' }),
  });
  const { fields, message } = create.isError ? errorsOf(create.error) : { fields: {} as Record<string, string>, message: null };
  const recipientsError = Object.entries(fields).find(([field]) => field.startsWith('recipients'))?.[1];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('reports.schedules.title')}</CardTitle>
        <CardDescription>{t('reports.schedules.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {schedules.isPending ? (
          <p className="text-sm text-muted-foreground" role="status">
            {t('reports.schedules.loading')}
          </p>
        ) : schedules.isError ? (
          <EmptyState role="alert" icon={<CalendarClockIcon />} title={t('reports.schedules.errorTitle')} body={schedules.error.message} action={<Button variant="outline" onClick={() => void schedules.refetch()}>{t('reports.retry')}</Button>} />
        ) : schedules.data.length === 0 ? (
          <EmptyState icon={<CalendarClockIcon />} title={t('reports.schedules.emptyTitle')} body={t('reports.schedules.emptyBody')} />
        ) : (
          <ul className="grid gap-2">
            {schedules.data.map((schedule) => (
              <li key={schedule.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3">
                <div>
                  <div className="font-medium">
                    {schedule.title} <Badge variant="secondary">{t(`reports.frequency.${schedule.frequency}`)}</Badge>{' '}
                    <Badge variant="outline" lang={schedule.language}>
                      {LOCALE_NAMES[schedule.language]}
                    </Badge>
                  </div>
                  <div className="text-sm text-muted-foreground">{t('reports.schedules.to', { recipients: schedule.recipients.join(', ') })}</div>
                </div>
                {canCreate && (
                  <Button size="sm" variant="outline" disabled={stop.isPending} onClick={() => stop.mutate(schedule)} aria-label={t('reports.schedules.stop', { title: schedule.title })}>
                    {t('reports.schedules.stopShort')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {canCreate && (
          <form
            className="grid gap-4 border-t pt-4"
            noValidate
            aria-label={t('reports.schedules.new')}
            onSubmit={(event) => {
              event.preventDefault();
              if (!create.isPending) create.mutate();
            }}
          >
            <h3 className="text-sm font-semibold">{t('reports.schedules.new')}</h3>
            <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
              <TextField id="schedule-title" label={t('reports.fields.title')} value={title} onChange={(event) => setTitle(event.target.value)} error={fields.title} required maxLength={120} autoComplete="off" />
              <SelectField
                id="frequency"
                label={t('reports.fields.frequency')}
                value={frequency}
                onValueChange={setFrequency}
                options={(['weekly', 'monthly'] as const).map((value) => ({ value, label: t(`reports.frequency.${value}`) }))}
              />
              <TextField
                id="recipients"
                type="text"
                label={t('reports.fields.recipients')}
                hint={t('reports.fields.recipientsHint')}
                value={recipients}
                onChange={(event) => setRecipients(event.target.value)}
                error={recipientsError}
                required
                autoComplete="off"
              />
              <LanguageChoice id="schedule-language" value={language} onChange={setLanguage} error={fields.language} />
            </div>
            <AccountChoice value={accountIds} onChange={setAccountIds} error={fields.account_ids ?? fields.networks} />
            <SectionChoice value={sections} onChange={setSections} error={fields.sections} />
            <FormError message={message} />
            <div>
              <Button type="submit" disabled={create.isPending}>
                <CalendarClockIcon aria-hidden="true" />
                {t('reports.schedules.submit')}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}

function BrandingCard({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('analytics');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const branding = useQuery(reportBrandingQuery());
  const [name, setName] = useState<string | null>(null);
  const [colour, setColour] = useState<string | null>(null);
  const [logo, setLogo] = useState<string | undefined>(undefined);
  const save = useMutation({
    mutationFn: () => call(updateReportBranding, { body: { name: name ?? branding.data?.name ?? '', colour: colour ?? branding.data?.colour ?? '#4f46e5', ...(logo === undefined ? {} : { logo_base64: logo }) } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: REPORTS_KEY });
      snackbar.show(t('reports.branding.saved'), { tone: 'success' });
      setLogo(undefined);
    },
  });
  if (!branding.data) return null;
  const { fields, message } = save.isError ? errorsOf(save.error) : { fields: {} as Record<string, string>, message: null };
  if (!branding.data.available) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>{t('reports.branding.title')}</CardTitle>
          <CardDescription>{t('reports.branding.unavailable')}</CardDescription>
        </CardHeader>
      </Card>
    );
  }
  const readFile = (file: File | undefined) => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => setLogo(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.readAsDataURL(file);
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('reports.branding.title')}</CardTitle>
        <CardDescription>{t('reports.branding.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-4 md:grid-cols-3"
          noValidate
          aria-label={t('reports.branding.title')}
          onSubmit={(event) => {
            event.preventDefault();
            if (canEdit && !save.isPending) save.mutate();
          }}
        >
          <TextField id="brand-name" label={t('reports.branding.name')} value={name ?? branding.data.name ?? ''} onChange={(event) => setName(event.target.value)} error={fields.name} disabled={!canEdit} maxLength={80} />
          <TextField id="brand-colour" type="color" label={t('reports.branding.colour')} value={colour ?? branding.data.colour ?? '#4f46e5'} onChange={(event) => setColour(event.target.value)} error={fields.colour} disabled={!canEdit} className="[&_input]:h-9 [&_input]:p-1" />
          <TextField
            id="brand-logo"
            type="file"
            accept="image/png,image/jpeg"
            label={t('reports.branding.logo')}
            hint={branding.data.has_logo ? t('reports.branding.logoKept') : t('reports.branding.logoHint')}
            onChange={(event) => readFile(event.target.files?.[0])}
            error={fields.logo_base64}
            disabled={!canEdit}
          />
          <div className="md:col-span-3">
            <FormError message={message} />
            {canEdit && (
              <Button type="submit" disabled={save.isPending}>
                <PaletteIcon aria-hidden="true" />
                {t('reports.branding.submit')}
              </Button>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
