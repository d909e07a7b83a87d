import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SaveIcon } from 'lucide-react';
import { SOCIAL_LINKS, saveSiteSettings, type SiteSettings, type SiteSettingsBody, type SocialLink } from '@cadence/contracts';
import { call, isApiError } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { EmailField, TextField } from '../../../components/form-field';
import { FormSection } from '../../../components/form/fields';
import { FormAlert } from '../../../components/form/form-alert';
import { PageHeader } from '../../../components/page-header';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { SETTINGS_KEY, siteSettingsQuery } from '../queries';
import { SectionBody } from './section-body';
import { SettingsAudit } from './settings-audit';

/** Settings › Website: the public site's name, contact address and social links, and who changed them. */
export function WebsiteSection() {
  const { t } = useTranslation('settings');
  const settings = useQuery(siteSettingsQuery());
  return (
    <section className="grid max-w-5xl gap-6" aria-label={t('website.title')}>
      <PageHeader eyebrow={t('eyebrow')} title={t('website.title')} description={t('website.description')} />
      <SectionBody query={settings} skeletons={[96]}>
        {(data) => <WebsiteForm key={data.updated_at ?? 'defaults'} settings={data} />}
      </SectionBody>
      <SettingsAudit area="website" description={t('website.auditDescription')} describe={(entry) => t(`audit.change.${entry.action}`)} />
    </section>
  );
}

interface WebsiteValues {
  site_name: string;
  contact_email: string;
  social: Record<SocialLink, string>;
}

function valuesOf(settings: SiteSettings): WebsiteValues {
  const social = Object.fromEntries(SOCIAL_LINKS.map((key) => [key, settings.social[key] ?? ''])) as Record<SocialLink, string>;
  return { site_name: settings.site_name, contact_email: settings.contact_email ?? '', social };
}

function bodyOf(values: WebsiteValues): SiteSettingsBody {
  const social = Object.fromEntries(SOCIAL_LINKS.map((key) => [key, values.social[key].trim()])) as Record<SocialLink, string>;
  return { site_name: values.site_name.trim(), contact_email: values.contact_email.trim(), social };
}

function WebsiteForm({ settings }: { settings: SiteSettings }) {
  const { t, i18n } = useTranslation('settings');
  const { t: tc } = useTranslation();
  const { t: tf } = useTranslation('forms');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [values, setValues] = useState(() => valuesOf(settings));
  const save = useMutation({
    mutationFn: async (body: SiteSettingsBody) => (await call(saveSiteSettings, { body })).data,
    onSuccess: async () => {
      snackbar.show(t('website.saved'), { tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
    },
  });
  const errors = isApiError(save.error) ? save.error.fieldErrors : {};
  const fieldNames = ['site_name', 'contact_email', ...SOCIAL_LINKS.map((key) => `social.${key}`)];
  const otherError = save.isError && !Object.keys(errors).some((field) => fieldNames.includes(field));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.isPending) save.mutate(bodyOf(values));
  };
  return (
    <Card>
      <CardContent>
        <form noValidate className="grid gap-8" aria-label={t('website.title')} onSubmit={submit} data-testid="website-settings-form">
          {otherError && <FormAlert alert={{ message: describeError(tc, save.error), details: [] }} />}
          <FormSection id="site" title={t('website.site.title')} description={settings.updated_at ? t('website.site.updatedAt', { when: formatDateTime(settings.updated_at, i18n.language) }) : t('website.site.description')}>
            <div className="grid items-start gap-5 sm:grid-cols-2">
              <TextField
                id="site_name"
                name="site_name"
                label={t('website.site.name')}
                hint={t('website.site.nameHint')}
                value={values.site_name}
                maxLength={60}
                required
                autoComplete="off"
                onChange={(event) => setValues((current) => ({ ...current, site_name: event.target.value }))}
                error={errors.site_name}
                data-testid="website-site-name"
              />
              <EmailField
                id="contact_email"
                name="contact_email"
                label={t('website.site.email')}
                labelNote={` ${tf('optional')}`}
                hint={t('website.site.emailHint')}
                required={false}
                value={values.contact_email}
                onChange={(event) => setValues((current) => ({ ...current, contact_email: event.target.value }))}
                error={errors.contact_email}
                data-testid="website-contact-email"
              />
            </div>
          </FormSection>
          <FormSection id="social" title={t('website.social.title')} description={t('website.social.description')}>
            <div className="grid items-start gap-5 sm:grid-cols-2">
              {SOCIAL_LINKS.map((key) => (
                <TextField
                  key={key}
                  id={`social-${key}`}
                  name={`social.${key}`}
                  type="url"
                  inputMode="url"
                  spellCheck={false}
                  autoComplete="off"
                  label={t(`website.social.${key}`)}
                  labelNote={` ${tf('optional')}`}
                  placeholder="https://"
                  maxLength={500}
                  value={values.social[key]}
                  onChange={(event) => setValues((current) => ({ ...current, social: { ...current.social, [key]: event.target.value } }))}
                  error={errors[`social.${key}`]}
                  data-testid={`website-social-${key}`}
                />
              ))}
            </div>
          </FormSection>
          <Button type="submit" className="w-fit" aria-busy={save.isPending || undefined} disabled={save.isPending} data-testid="website-settings-save">
            {save.isPending ? <Spinner /> : <SaveIcon />}
            {save.isPending ? tf('saving') : t('website.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
