import type { ReactNode } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/utils';
import { appearanceAtom } from '../../preferences/preferences.atoms';
import { ThemeSettingsSheet } from '../../preferences/components/theme-settings-sheet';
import type { Session } from '../../session/session';
import { desktopDrawerOpenAtom, mobileDrawerOpenAtom, themeSettingsOpenAtom } from '../shell.atoms';
import { useLargeScreen } from '../use-large-screen';
import { useSessionUpkeep } from '../use-session-upkeep';
import { useSnackbar } from '../snackbar/use-snackbar';
import { HorizontalNav } from './horizontal-nav';
import { usePlatformTitle } from './platform-brand';
import { DesktopSidebar, MobileSidebar, SIDEBAR_ID } from './sidebar';
import { Snackbar } from './snackbar';
import { TopBar } from './top-bar';

/**
 * The signed-in frame (SPEC §2): the permission-filtered menu (a sidebar, a drawer on small
 * screens, or a bar under the top bar), the top bar, the page, the theme settings and the
 * snackbar. It keeps the session current (see useSessionUpkeep).
 */
export function AppLayout({ session, children }: { session: Session; children: ReactNode }) {
  const { t } = useTranslation();
  const { t: tShell } = useTranslation('shell');
  useSessionUpkeep(session);
  usePlatformTitle();
  const large = useLargeScreen();
  const { navigation, container } = useAtomValue(appearanceAtom);
  const [desktopOpen, setDesktopOpen] = useAtom(desktopDrawerOpenAtom);
  const [mobileOpen, setMobileOpen] = useAtom(mobileDrawerOpenAtom);
  const [settingsOpen, setSettingsOpen] = useAtom(themeSettingsOpenAtom);
  const snackbar = useSnackbar();

  const horizontal = large && navigation === 'horizontal';
  const sidebarShown = large && !horizontal && desktopOpen;
  const boxed = container === 'boxed';
  const menu = !large
    ? { kind: 'drawer' as const, open: mobileOpen, controls: `${SIDEBAR_ID}-drawer`, toggle: () => setMobileOpen(!mobileOpen) }
    : horizontal
      ? { kind: 'none' as const, open: false, controls: '', toggle: () => undefined }
      : { kind: 'sidebar' as const, open: desktopOpen, controls: SIDEBAR_ID, toggle: () => setDesktopOpen(!desktopOpen) };

  return (
    <div className="min-h-dvh bg-muted/40">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-background px-3 py-2 text-sm font-medium focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:ring-[3px] focus:ring-ring/50"
      >
        {t('common.skipToContent')}
      </a>
      {sidebarShown && <DesktopSidebar />}
      {!large && <MobileSidebar open={mobileOpen} onOpenChange={setMobileOpen} />}
      <div className={cn('flex min-h-dvh flex-col', sidebarShown && 'lg:ps-65')}>
        <TopBar
          user={session.user}
          menu={menu}
          showBrand={!sidebarShown}
          boxed={boxed}
          onOpenSettings={() => setSettingsOpen(true)}
        />
        {horizontal && <HorizontalNav boxed={boxed} />}
        <main id="main" tabIndex={-1} className={cn('w-full flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8', boxed && 'mx-auto max-w-7xl')}>
          {children}
        </main>
      </div>
      <ThemeSettingsSheet open={settingsOpen} onOpenChange={setSettingsOpen} onReset={() => snackbar.show(tShell('settingsReset'), { tone: 'success' })} />
      <Snackbar />
    </div>
  );
}
