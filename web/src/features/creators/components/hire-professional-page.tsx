import type { HireProfessionalSearch } from '../search';
import { BrowseCreatorsPage } from './browse-creators-page';
import { ClientHiresPage } from './client-hires-page';
import { CreatorProfilePage } from './creator-profile-page';

type Update = HireProfessionalSearch | ((current: HireProfessionalSearch) => HireProfessionalSearch);

/** Hire a Professional: approved creators to browse, one creator's profile, or the workspace's hires, from the URL. */
export function HireProfessionalPage({ search, onNavigate }: { search: HireProfessionalSearch; onNavigate: (search: Update, replace?: boolean) => void }) {
  if (search.view === 'hires') return <ClientHiresPage search={search} onNavigate={(next, replace) => onNavigate({ ...next, view: 'hires' }, replace)} />;
  if (search.creator !== undefined) return <CreatorProfilePage id={search.creator} />;
  return (
    <BrowseCreatorsPage
      search={search}
      onNavigate={(next, replace) => onNavigate(typeof next === 'function' ? (current) => next(current.view === undefined && current.creator === undefined ? current : {}) : next, replace)}
    />
  );
}
