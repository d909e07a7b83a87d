import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { MenuIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../../components/brand-logo';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { ThemeToggle } from '../../../components/theme-toggle';
import { Button } from '../../../components/ui/button';
import { Sheet, SheetContent, SheetHeader, SheetTitle, SheetTrigger } from '../../../components/ui/sheet';
import { cn } from '../../../lib/utils';
import { sessionAtom } from '../../session/session.atoms';
import { isSignedIn } from '../../session/session';
import { SiteLink } from './site-link';

const NAV = [
  { key: 'features', href: '/feature' },
  { key: 'platforms', href: '/platform' },
  { key: 'pricing', href: '/pricing' },
  { key: 'faq', href: '/#faq' },
] as const;

const navLinkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50';

function useSignedIn(): boolean {
  const session = useAtomValue(sessionAtom);
  return isSignedIn(session, Date.now());
}

/** Account actions: sign in and start free, or the way back to the dashboard when signed in. */
function AccountActions({ stacked = false, onNavigate }: { stacked?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('public-site');
  const signedIn = useSignedIn();
  if (signedIn) {
    return (
      <Button asChild className={cn(stacked && 'w-full')}>
        <Link to="/dashboard/default" onClick={onNavigate}>
          {t('nav.goToDashboard')}
        </Link>
      </Button>
    );
  }
  return (
    <div className={cn('flex gap-2', stacked && 'flex-col')}>
      <Button asChild variant={stacked ? 'outline' : 'ghost'}>
        <Link to="/login" onClick={onNavigate}>
          {t('nav.signIn')}
        </Link>
      </Button>
      <Button asChild>
        <Link to="/register" onClick={onNavigate}>
          {t('nav.startFree')}
        </Link>
      </Button>
    </div>
  );
}

export function SiteHeader() {
  const { t } = useTranslation('public-site');
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50" aria-label={t('nav.home')}>
          <BrandLogo />
        </Link>
        <nav aria-label={t('nav.label')} className="ms-6 hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV.map((item) => (
              <li key={item.key}>
                <SiteLink href={item.href} className={navLinkClass}>
                  {t(`nav.${item.key}`)}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ms-auto flex items-center gap-1">
          <LanguageSwitcher />
          <ThemeToggle />
          <div className="ms-2 hidden md:block">
            <AccountActions />
          </div>
          <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" className="md:hidden" aria-label={t('nav.openMenu')}>
                <MenuIcon />
              </Button>
            </SheetTrigger>
            <SheetContent side="end" closeLabel={t('nav.closeMenu')} className="w-[min(20rem,85vw)]">
              <SheetHeader>
                <SheetTitle>{t('nav.menuTitle')}</SheetTitle>
              </SheetHeader>
              <nav aria-label={t('nav.label')} className="px-3">
                <ul className="grid gap-1">
                  {NAV.map((item) => (
                    <li key={item.key}>
                      <SiteLink href={item.href} className={cn(navLinkClass, 'block text-base')} onClick={() => setMenuOpen(false)}>
                        {t(`nav.${item.key}`)}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              </nav>
              <div className="mt-auto border-t p-4">
                <AccountActions stacked onNavigate={() => setMenuOpen(false)} />
              </div>
            </SheetContent>
          </Sheet>
        </div>
      </div>
    </header>
  );
}
