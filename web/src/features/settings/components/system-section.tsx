import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ImageUpIcon, MailCheckIcon, SaveIcon, Trash2Icon } from 'lucide-react';
import { removePlatformLogo, saveSystemSettings, sendTestMail, uploadPlatformLogo, type SystemSettings, type SystemSettingsBody } from '@cadence/contracts';
import { call, isApiError } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { formatNumber } from '../../../lib/format';
import { LOCALES, LOCALE_NAMES } from '../../../lib/i18n';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { EmailField, PasswordField, TextField } from '../../../components/form-field';
import { FormSection, SelectField, SwitchField } from '../../../components/form/fields';
import { FormAlert } from '../../../components/form/form-alert';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { PLATFORM_SETTINGS_KEY } from '../../session/platform-settings';
import { useRequiredSession } from '../../session/use-session';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { SETTINGS_KEY, systemSettingsQuery } from '../queries';
import { SectionBody } from './section-body';
import { SettingsAudit } from './settings-audit';

const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
const LOGO_MAX_BYTES = 1024 * 1024;

/** Settings › System: the platform's name, language and logo, the mail server and a test mail, where files are kept, and who changed what. */
export function SystemSection() {
  const { t } = useTranslation('settings');
  const settings = useQuery(systemSettingsQuery());
  return (
    <section className="grid max-w-5xl gap-6" aria-label={t('system.title')}>
      <PageHeader eyebrow={t('eyebrow')} title={t('system.title')} description={t('system.description')} />
      <SectionBody query={settings} skeletons={[80, 44]}>
        {(data) => (
          <>
            <SystemForm key={data.updated_at ?? 'defaults'} settings={data} />
            <div className="grid gap-6 md:grid-cols-2">
              <LogoCard settings={data} />
              <StorageCard settings={data} />
            </div>
            <TestMailCard settings={data} />
          </>
        )}
      </SectionBody>
      <SettingsAudit area="system" description={t('system.auditDescription')} describe={(entry) => t(`audit.change.${entry.action}`)} />
    </section>
  );
}

/** The form's fields: the API's names, so its field errors land beside them. */
interface SystemValues {
  platform_name: string;
  default_language: SystemSettingsBody['default_language'];
  smtp_host: string;
  smtp_port: string;
  smtp_secure: boolean;
  smtp_user: string;
  smtp_password: string;
  mail_from: string;
}

function valuesOf(settings: SystemSettings): SystemValues {
  const smtp = settings.smtp;
  return {
    platform_name: settings.platform_name,
    default_language: settings.default_language,
    smtp_host: smtp?.host ?? '',
    smtp_port: smtp ? String(smtp.port) : '587',
    smtp_secure: smtp?.secure ?? false,
    smtp_user: smtp?.user ?? '',
    smtp_password: '',
    mail_from: smtp?.from ?? '',
  };
}

function bodyOf(values: SystemValues): SystemSettingsBody {
  const base = { platform_name: values.platform_name.trim(), default_language: values.default_language };
  const host = values.smtp_host.trim();
  // No host: the mail server is removed and mails are kept for staff.
  if (!host) return { ...base, smtp_host: '' };
  const port = Number(values.smtp_port);
  return {
    ...base,
    smtp_host: host,
    ...(values.smtp_port.trim() && Number.isInteger(port) ? { smtp_port: port } : {}),
    smtp_secure: values.smtp_secure,
    smtp_user: values.smtp_user.trim(),
    // Left empty, the stored password is kept.
    ...(values.smtp_password ? { smtp_password: values.smtp_password } : {}),
    mail_from: values.mail_from.trim(),
  };
}

/** After a save: this screen, and the name, logo and landing page every screen reads. */
function useRefreshSettings() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: SETTINGS_KEY }), queryClient.invalidateQueries({ queryKey: PLATFORM_SETTINGS_KEY })]);
}

function SystemForm({ settings }: { settings: SystemSettings }) {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation();
  const { t: tf } = useTranslation('forms');
  const snackbar = useSnackbar();
  const refresh = useRefreshSettings();
  const [values, setValues] = useState(() => valuesOf(settings));
  const set = <K extends keyof SystemValues>(name: K, value: SystemValues[K]) => setValues((current) => ({ ...current, [name]: value }));
  const save = useMutation({
    mutationFn: async (body: SystemSettingsBody) => (await call(saveSystemSettings, { body })).data,
    onSuccess: async () => {
      snackbar.show(t('system.saved'), { tone: 'success' });
      await refresh();
    },
  });
  const errors = isApiError(save.error) ? save.error.fieldErrors : {};
  const known = new Set<string>(Object.keys(values));
  const otherError = save.isError && !Object.keys(errors).some((field) => known.has(field));
  const formRef = useRef<HTMLFormElement>(null);
  // The first field the server refused gets the focus.
  useEffect(() => {
    const first = Object.keys(errors).find((field) => known.has(field));
    if (first) formRef.current?.querySelector<HTMLElement>(`#${first}`)?.focus();
  }, [save.error]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.isPending) save.mutate(bodyOf(values));
  };
  const text = (name: Exclude<keyof SystemValues, 'smtp_secure' | 'default_language'>, label: string) => ({
    id: name,
    name,
    label,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });
  const passwordKept = settings.smtp?.password_set === true;
  const hasHost = values.smtp_host.trim() !== '';

  return (
    <Card>
      <CardContent>
        <form ref={formRef} noValidate className="grid gap-8" aria-label={t('system.title')} onSubmit={submit} data-testid="system-settings-form">
          {otherError && <FormAlert alert={{ message: describeError(tc, save.error), details: [] }} />}
          <FormSection id="platform" title={t('system.platform.title')} description={t('system.platform.description')}>
            <div className="grid items-start gap-5 sm:grid-cols-2">
              <TextField {...text('platform_name', t('system.platform.name'))} maxLength={60} required autoComplete="off" data-testid="system-platform-name" />
              <SelectField
                id="default_language"
                label={t('system.platform.language')}
                hint={t('system.platform.languageHint')}
                value={values.default_language}
                onValueChange={(value) => set('default_language', value)}
                options={LOCALES.map((code) => ({ value: code, label: LOCALE_NAMES[code] }))}
                error={errors.default_language}
              />
            </div>
          </FormSection>
          <FormSection id="mail" title={t('system.mail.title')} description={t('system.mail.description')}>
            <MailSource settings={settings} />
            <div className="grid items-start gap-5 sm:grid-cols-[minmax(0,1fr)_8rem]">
              <TextField {...text('smtp_host', t('system.mail.host'))} hint={t('system.mail.hostHint')} autoComplete="off" spellCheck={false} placeholder="smtp.example.com" data-testid="system-smtp-host" />
              <TextField {...text('smtp_port', t('system.mail.port'))} inputMode="numeric" autoComplete="off" disabled={!hasHost} data-testid="system-smtp-port" />
            </div>
            <SwitchField
              id="smtp_secure"
              label={t('system.mail.secure')}
              hint={t('system.mail.secureHint')}
              checked={values.smtp_secure}
              onCheckedChange={(checked) => set('smtp_secure', checked)}
              disabled={!hasHost}
              error={errors.smtp_secure}
            />
            <div className="grid items-start gap-5 sm:grid-cols-2">
              <TextField {...text('smtp_user', t('system.mail.user'))} labelNote={` ${tf('optional')}`} autoComplete="off" spellCheck={false} disabled={!hasHost} data-testid="system-smtp-user" />
              <PasswordField
                {...text('smtp_password', t('system.mail.password'))}
                autoComplete="new-password"
                disabled={!hasHost || values.smtp_user.trim() === ''}
                placeholder={passwordKept ? t('system.mail.passwordKept') : ''}
                hint={passwordKept ? t('system.mail.passwordSet') : undefined}
                data-testid="system-smtp-password"
              />
            </div>
            <EmailField {...text('mail_from', t('system.mail.from'))} required={false} placeholder="no-reply@example.com" disabled={!hasHost} data-testid="system-mail-from" />
          </FormSection>
          <Button type="submit" className="w-fit" aria-busy={save.isPending || undefined} disabled={save.isPending} data-testid="system-settings-save">
            {save.isPending ? <Spinner /> : <SaveIcon />}
            {save.isPending ? tf('saving') : t('system.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function MailSource({ settings }: { settings: SystemSettings }) {
  const { t } = useTranslation('settings');
  const tone = settings.mail_source === 'none' ? 'warning' : settings.mail_source === 'stored' ? 'success' : 'info';
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="system-mail-source">
      <StatusBadge tone={tone}>{t(`system.mail.source.${settings.mail_source}.badge`)}</StatusBadge>
      <span className="text-muted-foreground">{t(`system.mail.source.${settings.mail_source}.text`)}</span>
    </div>
  );
}

function LogoCard({ settings }: { settings: SystemSettings }) {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation();
  const { t: tf } = useTranslation('forms');
  const snackbar = useSnackbar();
  const refresh = useRefreshSettings();
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The preview's object URL is released when it is replaced or the page is left.
  useEffect(
    () => () => {
      if (chosen) URL.revokeObjectURL(chosen.url);
    },
    [chosen],
  );
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('logo', file);
      return (await call(uploadPlatformLogo, { form, timeoutMs: 60_000 })).data;
    },
    onSuccess: async () => {
      setChosen(null);
      snackbar.show(t('system.logo.uploaded'), { tone: 'success' });
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: async () => (await call(removePlatformLogo)).data,
    onSuccess: async () => {
      snackbar.show(t('system.logo.removed'), { tone: 'success' });
      await refresh();
    },
  });
  const error = upload.error ?? remove.error;
  const logoError = isApiError(error) ? error.fieldErrors.logo : undefined;
  const busy = upload.isPending || remove.isPending;
  const shown = chosen?.url ?? settings.logo_url;
  const message = problem ?? (error ? (logoError ? t('system.logo.refused', { message: logoError }) : describeError(tc, error)) : null);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('system.logo.title')}</CardTitle>
        <CardDescription>{t('system.logo.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-5">
        <div className="grid size-20 shrink-0 place-items-center overflow-hidden rounded-xl border bg-muted/50">
          {shown ? (
            <img src={shown} alt={chosen ? t('system.logo.previewAlt') : t('system.logo.alt')} className="size-full object-contain" data-testid="system-logo-image" />
          ) : (
            <span className="px-2 text-center text-xs text-muted-foreground">{t('system.logo.none')}</span>
          )}
        </div>
        <div className="grid gap-2">
          <input
            ref={inputRef}
            id="platform-logo-file"
            type="file"
            accept={LOGO_TYPES.join(',')}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="system-logo-file"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              upload.reset();
              remove.reset();
              if (!LOGO_TYPES.includes(file.type)) return setProblem(t('system.logo.wrongType'));
              if (file.size > LOGO_MAX_BYTES) return setProblem(t('system.logo.tooLarge'));
              setProblem(null);
              setChosen({ file, url: URL.createObjectURL(file) });
            }}
          />
          {chosen ? (
            <div className="flex flex-wrap gap-2">
              <Button type="button" onClick={() => upload.mutate(chosen.file)} aria-busy={upload.isPending || undefined} disabled={busy} data-testid="system-logo-save">
                {upload.isPending ? <Spinner /> : <ImageUpIcon />}
                {upload.isPending ? t('system.logo.uploading') : t('system.logo.save')}
              </Button>
              <Button type="button" variant="ghost" onClick={() => setChosen(null)} disabled={upload.isPending}>
                {tf('cancel')}
              </Button>
            </div>
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" onClick={() => inputRef.current?.click()} disabled={busy}>
                <ImageUpIcon />
                {settings.logo_url ? t('system.logo.change') : t('system.logo.upload')}
              </Button>
              {settings.logo_url && (
                <Button type="button" variant="ghost" onClick={() => remove.mutate()} aria-busy={remove.isPending || undefined} disabled={busy} data-testid="system-logo-remove">
                  {remove.isPending ? <Spinner /> : <Trash2Icon />}
                  {t('system.logo.remove')}
                </Button>
              )}
            </div>
          )}
          <p className={message ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'} aria-live="polite">
            {message ?? (chosen ? t('system.logo.previewHint') : t('system.logo.hint'))}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

function StorageCard({ settings }: { settings: SystemSettings }) {
  const { t, i18n } = useTranslation('settings');
  const { storage } = settings;
  const rows: [string, string][] = [
    [t('system.storage.driver'), storage.driver],
    [t('system.storage.location'), storage.location],
    [t('system.storage.maxUpload'), t('system.storage.megabytes', { size: formatNumber(storage.max_upload_bytes / 1024 / 1024, i18n.language, { maximumFractionDigits: 1 }) })],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('system.storage.title')}</CardTitle>
        <CardDescription>{t('system.storage.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm" data-testid="system-storage">
          {rows.map(([label, value]) => (
            <div key={label} className="grid gap-0.5">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium break-all">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

function TestMailCard({ settings }: { settings: SystemSettings }) {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation();
  const { user } = useRequiredSession();
  const [to, setTo] = useState(user.email);
  const send = useMutation({ mutationFn: async (address: string) => (await call(sendTestMail, { body: { to: address } })).data });
  const errors = isApiError(send.error) ? send.error.fieldErrors : {};
  const fieldError = errors.to ?? errors.smtp_host;
  const none = settings.mail_source === 'none';
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('system.testMail.title')}</CardTitle>
        <CardDescription>{none ? t('system.mail.source.none.text') : t('system.testMail.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form
          noValidate
          className="flex flex-wrap items-start gap-3"
          aria-label={t('system.testMail.title')}
          onSubmit={(event) => {
            event.preventDefault();
            if (!send.isPending) send.mutate(to.trim());
          }}
        >
          <EmailField id="test_mail_to" label={t('system.testMail.to')} value={to} onChange={(event) => setTo(event.target.value)} error={fieldError} className="min-w-64 flex-1" disabled={none} data-testid="system-test-mail-to" />
          <Button type="submit" className="sm:mt-[1.6rem]" disabled={none || send.isPending} aria-busy={send.isPending || undefined} data-testid="system-test-mail-send">
            {send.isPending ? <Spinner /> : <MailCheckIcon />}
            {send.isPending ? t('system.testMail.sending') : t('system.testMail.send')}
          </Button>
        </form>
        <div aria-live="polite" data-testid="system-test-mail-result">
          {send.isSuccess && (
            <Alert>
              <MailCheckIcon />
              <AlertTitle>{t('system.testMail.sent', { to: send.data.to })}</AlertTitle>
              <AlertDescription>{t('system.testMail.sentHint')}</AlertDescription>
            </Alert>
          )}
          {send.isError && !fieldError && <FormAlert alert={{ message: describeError(tc, send.error), details: [] }} />}
        </div>
      </CardContent>
    </Card>
  );
}
