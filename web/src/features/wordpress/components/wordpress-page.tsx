import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { GlobeIcon, PlugIcon } from 'lucide-react';
import { createPost, type SocialAccount } from '@cadence/contracts';
import { call, isApiError } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/page-header';
import { TextField } from '../../../components/form-field';
import { TextareaField } from '../../../components/form/fields';
import { EmptyState } from '../../../components/data-table/empty-state';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { HealthBadge } from '../../connections/components/health-badge';
import { connectedAccountsQuery } from '../../connections/queries';
import { POSTS_KEY } from '../../posts/queries';

/** The connected WordPress sites (WordPress.com and self-hosted) among the workspace's accounts. */
export function wordpressSites(accounts: readonly SocialAccount[]): SocialAccount[] {
  return accounts.filter((account) => account.type === 'wordpress' || account.type === 'wordpress-org');
}

/** /wordpress (sidebar → WordPress): each connected site with a quick draft aimed at it. */
export function WordpressPage() {
  const { t } = useTranslation('wordpress');
  useDocumentTitle(t('title'));
  const { data: accounts } = useSuspenseQuery(connectedAccountsQuery());
  const sites = wordpressSites(accounts);
  const connect = (
    <Button asChild>
      <Link to="/manage_platform">
        <PlugIcon />
        {t('connect')}
      </Link>
    </Button>
  );

  return (
    <div className="grid gap-6">
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} description={t('description')} actions={sites.length > 0 ? connect : undefined} />
      {sites.length === 0 ? (
        <EmptyState icon={<GlobeIcon />} title={t('emptyTitle')} body={t('emptyBody')} action={connect} />
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label={t('sitesLabel')}>
          {sites.map((site) => (
            <li key={site.id} className="grid gap-4 rounded-xl border bg-card p-5 text-card-foreground" data-testid="wordpress-site">
              <SiteHeader site={site} />
              <QuickDraft site={site} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function SiteHeader({ site }: { site: SocialAccount }) {
  const { t } = useTranslation('wordpress');
  const url = site.connectFields.siteUrl ?? (site.type === 'wordpress' ? site.username : null);
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="grid gap-0.5">
        <h2 className="text-base font-semibold">{site.name}</h2>
        <p className="text-sm text-muted-foreground">
          {t(`kinds.${site.type === 'wordpress' ? 'com' : 'org'}`)}
          {url ? ` · ${url}` : ''}
        </p>
      </div>
      <HealthBadge health={site.health} />
    </div>
  );
}

function QuickDraft({ site }: { site: SocialAccount }) {
  const { t } = useTranslation('wordpress');
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ title?: string; text?: string; form?: string }>({});
  const save = useMutation({
    mutationFn: () =>
      call(createPost, {
        body: { mode: 'draft', text: text.trim(), accountIds: [site.id], settings: { [site.type]: { title: title.trim(), status: 'draft' } } },
      }),
    onSuccess: async () => {
      setTitle('');
      setText('');
      setErrors({});
      snackbar.show(t('draftSaved', { name: site.name }), { tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: POSTS_KEY });
    },
    onError: (error) => setErrors({ form: isApiError(error) ? error.message : t('draftFailed') }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!title.trim()) next.title = t('errors.title');
    if (!text.trim()) next.text = t('errors.text');
    setErrors(next);
    if (!next.title && !next.text) save.mutate();
  };

  const id = `wp-${site.id}`;
  return (
    <form onSubmit={submit} className="grid gap-3 border-t pt-4" aria-label={t('draftLabel', { name: site.name })} noValidate>
      <h3 className="text-sm font-medium">{t('draftTitle')}</h3>
      <TextField id={`${id}-title`} label={t('fields.title')} value={title} maxLength={500} onChange={(event) => setTitle(event.target.value)} error={errors.title} />
      <TextareaField id={`${id}-text`} label={t('fields.text')} value={text} rows={4} onChange={(event) => setText(event.target.value)} error={errors.text} />
      {errors.form && (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" asChild>
          <Link to="/posts" search={{ accountId: site.id, status: 'draft' }}>
            {t('seeDrafts')}
          </Link>
        </Button>
        <Button type="submit" disabled={save.isPending} data-testid="wordpress-draft-save">
          {t('saveDraft')}
        </Button>
      </div>
    </form>
  );
}
