import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SaveIcon } from 'lucide-react';
import { LANDING_PAGES, WEEK_START_DAYS, saveDashboardSettings, type DashboardSettings, type DashboardSettingsBody } from '@cadence/contracts';
import { call, isApiError } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { SelectField } from '../../../components/form/fields';
import { FormAlert } from '../../../components/form/form-alert';
import { PageHeader } from '../../../components/page-header';
import { PLATFORM_SETTINGS_KEY } from '../../session/platform-settings';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { SETTINGS_KEY, dashboardSettingsQuery } from '../queries';
import { SectionBody } from './section-body';
import { SettingsAudit } from './settings-audit';

type WeekStart = DashboardSettingsBody['week_starts_on'];

const PAGE_LABELS = {
  '/dashboard': 'dashboard.pages.dashboard',
  '/calendar': 'dashboard.pages.calendar',
  '/posts': 'dashboard.pages.posts',
  '/social-accounts': 'dashboard.pages.social-accounts',
  '/analytics': 'dashboard.pages.analytics',
} as const satisfies Record<DashboardSettingsBody['landing_page'], string>;

/** Settings › Dashboard: where everyone lands after signing in and the calendar's first day of the week. */
export function DashboardSection() {
  const { t } = useTranslation('settings');
  const settings = useQuery(dashboardSettingsQuery());
  return (
    <section className="grid max-w-5xl gap-6" aria-label={t('dashboard.title')}>
      <PageHeader eyebrow={t('eyebrow')} title={t('dashboard.title')} description={t('dashboard.description')} />
      <SectionBody query={settings} skeletons={[40]}>
        {(data) => <DashboardForm key={data.updated_at ?? 'defaults'} settings={data} />}
      </SectionBody>
      <SettingsAudit area="dashboard" description={t('dashboard.auditDescription')} describe={(entry) => t(`audit.change.${entry.action}`)} />
    </section>
  );
}

function DashboardForm({ settings }: { settings: DashboardSettings }) {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation();
  const { t: tf } = useTranslation('forms');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [values, setValues] = useState<DashboardSettingsBody>({ landing_page: settings.landing_page, week_starts_on: settings.week_starts_on });
  const save = useMutation({
    mutationFn: async (body: DashboardSettingsBody) => (await call(saveDashboardSettings, { body })).data,
    onSuccess: async () => {
      snackbar.show(t('dashboard.saved'), { tone: 'success' });
      await Promise.all([queryClient.invalidateQueries({ queryKey: SETTINGS_KEY }), queryClient.invalidateQueries({ queryKey: PLATFORM_SETTINGS_KEY })]);
    },
  });
  const errors = isApiError(save.error) ? save.error.fieldErrors : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.isPending) save.mutate(values);
  };
  return (
    <Card>
      <CardContent>
        <form noValidate className="grid gap-6" aria-label={t('dashboard.title')} onSubmit={submit} data-testid="dashboard-settings-form">
          {save.isError && !errors.landing_page && !errors.week_starts_on && <FormAlert alert={{ message: describeError(tc, save.error), details: [] }} />}
          <div className="grid items-start gap-5 sm:grid-cols-2">
            <SelectField
              id="landing_page"
              label={t('dashboard.landing')}
              hint={t('dashboard.landingHint')}
              value={values.landing_page}
              onValueChange={(landing_page) => setValues((current) => ({ ...current, landing_page }))}
              options={LANDING_PAGES.map((page) => ({ value: page, label: t(PAGE_LABELS[page]) }))}
              error={errors.landing_page}
            />
            <SelectField
              id="week_starts_on"
              label={t('dashboard.weekStart')}
              hint={t('dashboard.weekStartHint')}
              value={String(values.week_starts_on)}
              onValueChange={(day) => setValues((current) => ({ ...current, week_starts_on: Number(day) as WeekStart }))}
              options={WEEK_START_DAYS.map((day) => ({ value: String(day), label: t(`dashboard.days.${day}`) }))}
              error={errors.week_starts_on}
            />
          </div>
          <Button type="submit" className="w-fit" aria-busy={save.isPending || undefined} disabled={save.isPending} data-testid="dashboard-settings-save">
            {save.isPending ? <Spinner /> : <SaveIcon />}
            {save.isPending ? tf('saving') : t('dashboard.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
