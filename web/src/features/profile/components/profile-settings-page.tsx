import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { KeyRoundIcon, SlidersHorizontalIcon, UserRoundIcon } from 'lucide-react';
import { changePassword, updateProfile, type ChangePasswordBody as ChangePasswordBodyType, type UpdateProfileBody as UpdateProfileBodyType } from '@cadence/contracts';
import { call, isApiError } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { LOCALES, LOCALE_NAMES, isLocale, type Locale } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { PasswordField, TextField } from '../../../components/form-field';
import { SelectField } from '../../../components/form/fields';
import { FormAlert } from '../../../components/form/form-alert';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { PageHeader } from '../../../components/page-header';
import { cn } from '../../../lib/utils';
import { localeAtom } from '../../preferences/preferences.atoms';
import { useRequiredSession } from '../../session/use-session';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import {
  ChangePasswordBody,
  EMPTY_PASSWORD,
  PASSWORD_FIELDS,
  PROFILE_FIELDS,
  UpdateProfileBody,
  passwordBody,
  passwordCheck,
  profileBody,
  profileFormValues,
  sectionOf,
  type PasswordFormValues,
  type ProfileFormValues,
  type ProfileSection,
} from '../profile-forms';
import { useUpdateSessionUser } from '../use-update-session-user';
import { AvatarEditor } from './avatar-editor';
import { TimeZoneField } from './time-zone-field';

const SECTION_ICONS = { profile: UserRoundIcon, preferences: SlidersHorizontalIcon, password: KeyRoundIcon } as const;

/**
 * /user/account-profile/setting: profile and photo, language and time zone, password. The
 * section the URL names (#password or ?section=password) is scrolled to and focused.
 */
export function ProfileSettingsPage({ section }: { section: ProfileSection | undefined }) {
  const { t } = useTranslation('profile');
  useDocumentTitle(t('title'));
  const hash = useRouterState({ select: (state) => state.location.hash });
  const target = sectionOf(hash) ?? section;

  return (
    <div className="grid gap-6">
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} description={t('description')} />
      <div className="grid items-start gap-6 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <nav aria-label={t('sections')} className="lg:sticky lg:top-24">
          <ul className="flex gap-1 overflow-x-auto lg:grid">
            {(['profile', 'preferences', 'password'] as const).map((name) => {
              const Icon = SECTION_ICONS[name];
              return (
                <li key={name}>
                  <a
                    href={`#${name}`}
                    aria-current={target === name ? 'location' : undefined}
                    className="flex items-center gap-2.5 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-[current=location]:bg-accent aria-[current=location]:text-accent-foreground"
                  >
                    <Icon className="size-4" aria-hidden="true" />
                    {t(`${name}.title`)}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="grid gap-6">
          <Section name="profile" target={target}>
            <ProfileForm />
          </Section>
          <Section name="preferences" target={target}>
            <PreferencesForm />
          </Section>
          <Section name="password" target={target}>
            <PasswordForm focus={target === 'password'} />
          </Section>
        </div>
      </div>
    </div>
  );
}

function Section({ name, target, children }: { name: ProfileSection; target: ProfileSection | undefined; children: ReactNode }) {
  const { t } = useTranslation('profile');
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (target !== name) return;
    ref.current?.scrollIntoView({ block: 'start' });
    // The password form focuses its first field itself; the others focus their heading.
    if (name !== 'password') ref.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [name, target]);
  return (
    <section id={name} ref={ref} aria-labelledby={`${name}-title`} className="scroll-mt-24">
      <Card className={cn(target === name && 'ring-2 ring-primary/30')}>
        <CardHeader>
          <CardTitle id={`${name}-title`} tabIndex={-1} className="outline-none">
            {t(`${name}.title`)}
          </CardTitle>
          <CardDescription>{t(`${name}.description`)}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </section>
  );
}

function SaveButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  const { t } = useTranslation('forms');
  return (
    <Button type="submit" className="w-fit" aria-disabled={pending || undefined} aria-busy={pending || undefined}>
      {pending && <Spinner />}
      {pending ? t('saving') : children}
    </Button>
  );
}

function ProfileForm() {
  const { t } = useTranslation('profile');
  const { user } = useRequiredSession();
  const updateUser = useUpdateSessionUser();
  const snackbar = useSnackbar();
  const form = useSchemaForm<ProfileFormValues, UpdateProfileBodyType>({ fields: PROFILE_FIELDS, initial: profileFormValues(user), schema: UpdateProfileBody, toBody: profileBody });
  const mutation = useMutation({
    mutationFn: (body: UpdateProfileBodyType) => call(updateProfile, { body }),
    onSuccess: (response) => {
      updateUser(response.data);
      snackbar.show(t('profile.saved'), { tone: 'success' });
    },
    onError: form.showServerError,
  });

  return (
    <div className="grid gap-6">
      <AvatarEditor user={user} />
      <form ref={form.formRef} noValidate aria-label={t('profile.title')} className="grid gap-5" onSubmit={form.handleSubmit((body) => !mutation.isPending && mutation.mutate(body))}>
        <FormAlert alert={form.alert} />
        <TextField {...form.text('name', t('fields.name'))} hint={t('fields.nameHint')} autoComplete="nickname" required />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...form.text('first_name', t('fields.firstName'))} autoComplete="given-name" />
          <TextField {...form.text('last_name', t('fields.lastName'))} autoComplete="family-name" />
        </div>
        <TextField id="email" label={t('fields.email')} value={user.email} readOnly hint={t('fields.emailHint')} className="[&_input]:bg-muted/50" />
        <SaveButton pending={mutation.isPending}>{t('profile.save')}</SaveButton>
      </form>
    </div>
  );
}

function PreferencesForm() {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation();
  const { user } = useRequiredSession();
  const updateUser = useUpdateSessionUser();
  const setLocale = useSetAtom(localeAtom);
  const snackbar = useSnackbar();
  const [locale, setChosenLocale] = useState<Locale>(isLocale(user.locale) ? user.locale : 'en');
  const [timeZone, setTimeZone] = useState(user.time_zone);
  const mutation = useMutation({
    mutationFn: () => call(updateProfile, { body: { locale, time_zone: timeZone } }),
    onSuccess: (response) => {
      updateUser(response.data);
      // The saved language becomes the interface language at once.
      if (isLocale(response.data.locale)) setLocale(response.data.locale);
      snackbar.show(t('preferences.saved'), { tone: 'success' });
    },
  });
  const fieldErrors = isApiError(mutation.error) ? mutation.error.fieldErrors : {};

  return (
    <form
      noValidate
      aria-label={t('preferences.title')}
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (!mutation.isPending) mutation.mutate();
      }}
    >
      {mutation.isError && !fieldErrors.locale && !fieldErrors.time_zone && <FormAlert alert={{ message: describeError(tc, mutation.error), details: [] }} />}
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          id="locale"
          label={t('fields.language')}
          value={locale}
          onValueChange={setChosenLocale}
          options={LOCALES.map((code) => ({ value: code, label: LOCALE_NAMES[code] }))}
          hint={t('fields.languageHint')}
          error={fieldErrors.locale}
        />
        <TimeZoneField value={timeZone} onChange={setTimeZone} error={fieldErrors.time_zone} />
      </div>
      <SaveButton pending={mutation.isPending}>{t('preferences.save')}</SaveButton>
    </form>
  );
}

function PasswordForm({ focus }: { focus: boolean }) {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation();
  const snackbar = useSnackbar();
  const form = useSchemaForm<PasswordFormValues, ChangePasswordBodyType>({
    fields: PASSWORD_FIELDS,
    initial: EMPTY_PASSWORD,
    schema: ChangePasswordBody,
    toBody: passwordBody,
    check: passwordCheck,
  });
  const { formRef } = form;
  useEffect(() => {
    if (focus) formRef.current?.querySelector<HTMLInputElement>('input[name="current_password"]')?.focus();
  }, [focus, formRef]);
  const mutation = useMutation({
    mutationFn: (body: ChangePasswordBodyType) => call(changePassword, { body }),
    onSuccess: () => {
      form.reset(EMPTY_PASSWORD);
      snackbar.show(t('password.changed'), { tone: 'success' });
    },
    onError: form.showServerError,
  });

  return (
    <form ref={form.formRef} noValidate aria-label={t('password.title')} className="grid max-w-md gap-5" onSubmit={form.handleSubmit((body) => !mutation.isPending && mutation.mutate(body))}>
      <FormAlert alert={form.alert} />
      <PasswordField {...form.text('current_password', t('fields.currentPassword'))} autoComplete="current-password" required />
      <PasswordField {...form.text('new_password', t('fields.newPassword'))} hint={tc('auth.fields.passwordHint', { count: 8 })} autoComplete="new-password" required />
      <PasswordField {...form.text('confirm', t('fields.confirmPassword'))} autoComplete="new-password" required />
      <SaveButton pending={mutation.isPending}>{t('password.save')}</SaveButton>
    </form>
  );
}
