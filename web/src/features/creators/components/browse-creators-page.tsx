import { useMemo } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BriefcaseBusinessIcon, ChevronLeftIcon, ChevronRightIcon, SearchXIcon, UsersRoundIcon } from 'lucide-react';
import { SITE_NETWORKS } from '@cadence/contracts';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PageHeader } from '../../../components/page-header';
import { DataTableSearch } from '../../../components/data-table/data-table-search';
import { EmptyState } from '../../../components/data-table/empty-state';
import { useListBusy } from '../../../components/data-table/use-list-busy';
import { nextListSearch } from '../../../components/data-table/list-search';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/utils';
import { NETWORK_NAMES } from '../../public-site/components/network-logo';
import { CREATOR_LIST_DEFAULTS, type CreatorSearch } from '../search';
import { creatorsQuery } from '../queries';
import { LANGUAGE_CHOICES, formatMinor, languageName, lowestRate } from '../labels';
import { LanguageList, NetworkBadges, selectClass } from './bits';

/** /post/hire-a-professional: approved creators to hire, searched and filtered by network and language. */
/** A change of the URL's state, from the state it is in when the change applies (two quick filter changes both count). */
type SearchUpdate = CreatorSearch | ((current: CreatorSearch) => CreatorSearch);

export function BrowseCreatorsPage({ search, onNavigate }: { search: CreatorSearch; onNavigate: (search: SearchUpdate, replace?: boolean) => void }) {
  const { t, i18n } = useTranslation('creators');
  useDocumentTitle(t('browse.title'));
  const { data: page } = useSuspenseQuery(creatorsQuery(search));
  const busy = useListBusy();
  const filtersOf = (current: CreatorSearch) => ({ ...(current.network ? { network: current.network } : {}), ...(current.language ? { language: current.language } : {}) });
  const move = (change: Partial<CreatorSearch>, replace?: boolean) => onNavigate((current) => ({ ...nextListSearch(current, change, CREATOR_LIST_DEFAULTS), ...filtersOf(current) }), replace);
  const filtered = Boolean(search.network || search.language || search.search);
  const languages = useMemo(
    () => LANGUAGE_CHOICES.map((code) => ({ code, name: languageName(code, i18n.language) })).sort((a, b) => a.name.localeCompare(b.name, i18n.language)),
    [i18n.language],
  );

  return (
    <div className="grid gap-6">
      <PageHeader
        eyebrow={t('browse.eyebrow')}
        title={t('browse.title')}
        description={t('browse.description')}
        actions={
          <Button variant="outline" asChild>
            <Link to="/post/hire-a-professional" search={{ view: 'hires' }}>
              <BriefcaseBusinessIcon />
              {t('browse.myHires')}
            </Link>
          </Button>
        }
      />
      <div className="flex flex-wrap items-center gap-2" role="search" aria-label={t('browse.filters')}>
        <DataTableSearch label={t('browse.search')} value={search.search ?? ''} onSearch={(text) => move({ search: text }, true)} />
        <label className="sr-only" htmlFor="creator-filter-network">
          {t('fields.networks')}
        </label>
        <select
          id="creator-filter-network"
          className={selectClass}
          value={search.network ?? ''}
          onChange={(event) => {
            const network = SITE_NETWORKS.find((value) => value === event.target.value);
            onNavigate((current) => {
              const { network: _network, ...rest } = filtersOf(current);
              return { ...nextListSearch(current, { page: 0 }, CREATOR_LIST_DEFAULTS), ...rest, ...(network ? { network } : {}) };
            });
          }}
        >
          <option value="">{t('browse.allNetworks')}</option>
          {SITE_NETWORKS.map((network) => (
            <option key={network} value={network}>
              {NETWORK_NAMES[network]}
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor="creator-filter-language">
          {t('fields.languages')}
        </label>
        <select
          id="creator-filter-language"
          className={selectClass}
          value={search.language ?? ''}
          onChange={(event) => {
            const language = event.target.value;
            onNavigate((current) => {
              const { language: _language, ...rest } = filtersOf(current);
              return { ...nextListSearch(current, { page: 0 }, CREATOR_LIST_DEFAULTS), ...rest, ...(language ? { language } : {}) };
            });
          }}
        >
          <option value="">{t('browse.allLanguages')}</option>
          {languages.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </div>

      {page.data.length === 0 ? (
        <Card>
          {filtered ? (
            <EmptyState
              icon={<SearchXIcon />}
              title={t('browse.noMatchTitle')}
              body={t('browse.noMatchBody')}
              action={
                <Button variant="outline" onClick={() => onNavigate({})}>
                  {t('browse.clearFilters')}
                </Button>
              }
            />
          ) : (
            <EmptyState icon={<UsersRoundIcon />} title={t('browse.emptyTitle')} body={t('browse.emptyBody')} />
          )}
        </Card>
      ) : (
        <ul className={cn('grid gap-4 sm:grid-cols-2 xl:grid-cols-3', busy && 'opacity-60 transition-opacity')} aria-label={t('browse.title')} aria-busy={busy || undefined} data-testid="creator-cards">
          {page.data.map((creator) => {
            const from = lowestRate(creator.rates);
            return (
              <li key={creator.id} className="flex">
                <Card className="flex w-full flex-col">
                  <CardHeader>
                    <CardTitle>
                      <Link to="/post/hire-a-professional" search={{ creator: creator.id }} className="hover:underline focus-visible:underline">
                        {creator.display_name}
                      </Link>
                    </CardTitle>
                    {from && <CardDescription>{t('browse.from', { rate: t('rate', { amount: formatMinor(from.amount, from.currency, i18n.language), unit: t(`units.${from.unit}`) }) })}</CardDescription>}
                  </CardHeader>
                  <CardContent className="grid flex-1 content-start gap-3 text-sm">
                    <p className="line-clamp-3 text-muted-foreground">{creator.bio}</p>
                    <NetworkBadges networks={creator.networks} />
                    <p className="text-xs text-muted-foreground">
                      <LanguageList languages={creator.languages} />
                    </p>
                  </CardContent>
                  <CardFooter>
                    <Button asChild size="sm" variant="outline">
                      <Link to="/post/hire-a-professional" search={{ creator: creator.id }} aria-label={t('browse.viewProfileOf', { name: creator.display_name })}>
                        {t('browse.viewProfile')}
                      </Link>
                    </Button>
                  </CardFooter>
                </Card>
              </li>
            );
          })}
        </ul>
      )}

      {page.pages > 1 && (
        <nav className="flex items-center justify-between gap-2 text-sm" aria-label={t('browse.pagination')}>
          <span className="text-muted-foreground">{t('browse.pageOf', { page: page.page + 1, pages: page.pages, count: page.total })}</span>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" disabled={page.page === 0} onClick={() => move({ page: page.page - 1 })}>
              <ChevronLeftIcon />
              {t('browse.previous')}
            </Button>
            <Button variant="outline" size="sm" disabled={page.page + 1 >= page.pages} onClick={() => move({ page: page.page + 1 })}>
              {t('browse.next')}
              <ChevronRightIcon />
            </Button>
          </div>
        </nav>
      )}
    </div>
  );
}
