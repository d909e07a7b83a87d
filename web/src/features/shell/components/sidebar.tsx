import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../../../components/ui/sheet';
import { useVisibleMenu } from '../use-visible-menu';
import { PlatformBrand } from './platform-brand';
import { SidebarNav } from './sidebar-nav';

export const SIDEBAR_ID = 'app-sidebar';

function BrandRow() {
  const { t } = useTranslation('shell');
  return (
    <div className="flex h-16 shrink-0 items-center px-6">
      <Link to="/dashboard/default" className="min-w-0 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50" aria-label={t('nav.home')}>
        <PlatformBrand />
      </Link>
    </div>
  );
}

/** The sidebar beside the page on large screens (260 px wide, SPEC §9). */
export function DesktopSidebar() {
  const { entries, trail } = useVisibleMenu();
  return (
    <aside className="fixed inset-y-0 start-0 z-30 hidden w-65 flex-col border-e bg-card lg:flex">
      <BrandRow />
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain [scrollbar-width:thin]">
        <SidebarNav id={SIDEBAR_ID} entries={entries} trail={trail} />
      </div>
    </aside>
  );
}

/** The same menu as a drawer on small screens: Esc, the close button or a followed link close it. */
export function MobileSidebar({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('shell');
  const { entries, trail } = useVisibleMenu();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="start" closeLabel={t('nav.closeMenu')} className="w-65 max-w-[85vw] gap-0 bg-card">
        <SheetTitle className="sr-only">{t('nav.label')}</SheetTitle>
        <SheetDescription className="sr-only">{t('nav.home')}</SheetDescription>
        <BrandRow />
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
          <SidebarNav id={`${SIDEBAR_ID}-drawer`} entries={entries} trail={trail} onNavigate={() => onOpenChange(false)} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
