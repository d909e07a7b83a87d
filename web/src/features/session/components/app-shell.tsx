import { useEffect, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { LogOutIcon } from 'lucide-react';
import { me } from '@cadence/contracts';
import { BrandLogo } from '../../../components/brand-logo';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { ThemeToggle } from '../../../components/theme-toggle';
import { Avatar, AvatarFallback } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Separator } from '../../../components/ui/separator';
import { call } from '../../../lib/api';
import { sessionAtom } from '../session.atoms';
import { initialsOf, msUntilExpiry, type Session } from '../session';
import { useSignOut } from '../use-session';

/**
 * The signed-in frame: top bar (brand, language, theme, the user, sign out) around the page.
 * It re-reads the user from GET /api/auth/me (a 401 there ends a restored session) and ends
 * the session when its token expires.
 */
export function AppShell({ session, children }: { session: Session; children: ReactNode }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const setSession = useSetAtom(sessionAtom);
  const { user } = session;

  const current = useQuery({
    queryKey: ['auth', 'me', user.id],
    queryFn: async ({ signal }) => (await call(me, { signal })).data,
    staleTime: 5 * 60_000,
  });
  useEffect(() => {
    if (current.data) setSession((previous) => (previous ? { ...previous, user: current.data } : previous));
  }, [current.data, setSession]);

  useEffect(() => {
    const timer = window.setTimeout(signOut, msUntilExpiry(session, Date.now()));
    return () => window.clearTimeout(timer);
  }, [session, signOut]);

  return (
    <div className="min-h-dvh bg-muted/40">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-background px-3 py-2 text-sm font-medium focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:ring-[3px] focus:ring-ring/50"
      >
        {t('common.skipToContent')}
      </a>
      <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
          <Link
            to="/dashboard/default"
            className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            aria-label={t('nav.dashboard')}
          >
            <BrandLogo />
          </Link>
          <div className="ml-auto flex items-center gap-1">
            <LanguageSwitcher />
            <ThemeToggle />
            <Separator orientation="vertical" className="mx-2 h-6!" />
            <div className="flex items-center gap-2.5">
              <Avatar className="size-9">
                <AvatarFallback>{initialsOf(user)}</AvatarFallback>
              </Avatar>
              <div className="hidden min-w-0 leading-tight md:block">
                <p className="max-w-40 truncate text-sm font-medium">{user.name}</p>
                <p className="max-w-40 truncate text-xs text-muted-foreground">{user.email}</p>
              </div>
            </div>
            <Button variant="ghost" className="ml-1" onClick={signOut}>
              <LogOutIcon />
              <span className="hidden sm:inline">{t('nav.signOut')}</span>
              <span className="sr-only sm:hidden">{t('nav.signOut')}</span>
            </Button>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-8 outline-none sm:px-6 sm:py-10">
        {children}
      </main>
    </div>
  );
}
