import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { ExternalLinkIcon, GlobeIcon, PlugIcon, RotateCwIcon, TriangleAlertIcon } from 'lucide-react';
import { createPost, type SocialAccount, type WordpressOverview, type WordpressTerm } from '@cadence/contracts';
import { call, isApiError } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { describeError } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/page-header';
import { TextField } from '../../../components/form-field';
import { TextareaField } from '../../../components/form/fields';
import { EmptyState } from '../../../components/data-table/empty-state';
import { useSnackbar } from '../../shell/snackbar/use-snackbar';
import { HealthBadge } from '../../connections/components/health-badge';
import { connectedAccountsQuery } from '../../connections/queries';
import { POSTS_KEY } from '../../posts/queries';
import { wordpressOverviewQuery } from '../queries';

/** The connected WordPress sites (WordPress.com and self-hosted) among the workspace's accounts. */
export function wordpressSites(accounts: readonly SocialAccount[]): SocialAccount[] {
  return accounts.filter((account) => account.type === 'wordpress' || account.type === 'wordpress-org');
}

/** /wordpress (sidebar → WordPress): each connected site with its latest posts, and a quick draft aimed at it filed under its categories and tags. */
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
              <Site site={site} />
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

/** The site's latest posts and a quick draft, both from what the site holds (read once, shared). */
function Site({ site }: { site: SocialAccount }) {
  const overview = useQuery(wordpressOverviewQuery(site.id));
  return (
    <>
      <RecentPosts site={site} overview={overview} />
      <QuickDraft site={site} overview={overview.data} />
    </>
  );
}

function RecentPosts({ site, overview }: { site: SocialAccount; overview: UseQueryResult<WordpressOverview> }) {
  const { t, i18n } = useTranslation('wordpress');
  const { t: tc } = useTranslation();
  return (
    <section className="grid gap-2 border-t pt-4" aria-labelledby={`wp-${site.id}-recent`} aria-busy={overview.isPending}>
      <h3 id={`wp-${site.id}-recent`} className="text-sm font-medium">
        {t('recent.title')}
      </h3>
      {overview.isPending ? (
        <div className="grid gap-2" role="status" aria-label={t('recent.loading')}>
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
        </div>
      ) : overview.isError ? (
        <Alert variant="destructive" role="alert">
          <TriangleAlertIcon />
          <AlertTitle>{t('recent.failed')}</AlertTitle>
          <AlertDescription className="grid gap-2">
            <span>{describeError(tc, overview.error)}</span>
            <Button variant="outline" size="sm" className="w-fit" onClick={() => void overview.refetch()} disabled={overview.isFetching}>
              <RotateCwIcon />
              {t('recent.retry')}
            </Button>
          </AlertDescription>
        </Alert>
      ) : overview.data.posts.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('recent.empty')}</p>
      ) : (
        <ul className="grid gap-1.5" data-testid="wordpress-recent">
          {overview.data.posts.map((post) => (
            <li key={post.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <a href={post.link} target="_blank" rel="noreferrer" className="inline-flex min-w-0 items-center gap-1 font-medium underline-offset-4 hover:underline focus-visible:underline">
                <span className="truncate">{post.title || t('recent.untitled')}</span>
                <ExternalLinkIcon className="size-3.5 shrink-0" aria-hidden="true" />
                <span className="sr-only">{t('recent.opens')}</span>
              </a>
              <span className="flex items-center gap-2 text-xs text-muted-foreground">
                <Badge variant={post.status === 'publish' ? 'secondary' : 'outline'}>{post.status === 'publish' ? t('recent.published') : post.status === 'draft' ? t('recent.draft') : post.status}</Badge>
                {post.modifiedAt ? formatDateTime(post.modifiedAt, i18n.language) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Terms of the site to pick for the draft, as toggle buttons; the names chosen go with the post. */
function TermPicker({ legend, terms, chosen, onChange }: { legend: string; terms: readonly WordpressTerm[]; chosen: readonly string[]; onChange(next: string[]): void }) {
  if (terms.length === 0) return null;
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-1.5">
        {terms.map((term) => {
          const on = chosen.includes(term.name);
          return (
            <Button
              key={term.id}
              type="button"
              size="sm"
              variant={on ? 'default' : 'outline'}
              aria-pressed={on}
              className="h-7 rounded-full px-3 text-xs"
              onClick={() => onChange(on ? chosen.filter((name) => name !== term.name) : [...chosen, term.name])}
            >
              {term.name}
            </Button>
          );
        })}
      </div>
    </fieldset>
  );
}

function QuickDraft({ site, overview }: { site: SocialAccount; overview: WordpressOverview | undefined }) {
  const { t } = useTranslation('wordpress');
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [categories, setCategories] = useState<string[]>([]);
  const [tags, setTags] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ title?: string; text?: string; form?: string }>({});
  const save = useMutation({
    mutationFn: () =>
      call(createPost, {
        body: {
          mode: 'draft',
          text: text.trim(),
          accountIds: [site.id],
          settings: { [site.type]: { title: title.trim(), status: 'draft', ...(categories.length > 0 ? { categories } : {}), ...(tags.length > 0 ? { tags } : {}) } },
        },
      }),
    onSuccess: async () => {
      setTitle('');
      setText('');
      setCategories([]);
      setTags([]);
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
      <TermPicker legend={t('fields.categories')} terms={overview?.categories ?? []} chosen={categories} onChange={setCategories} />
      <TermPicker legend={t('fields.tags')} terms={overview?.tags ?? []} chosen={tags} onChange={setTags} />
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
