import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { MenuIcon, PanelLeftCloseIcon, PanelLeftOpenIcon, SlidersHorizontalIcon } from 'lucide-react';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { NotificationBell } from '../../notifications/components/notification-bell';
import { TopBarPlan } from '../../subscriptions/components/top-bar-plan';
import type { Session } from '../../session/session';
import { PlatformBrand } from './platform-brand';
import { ProfileMenu } from './profile-menu';

interface TopBarProps {
  user: Session['user'];
  /** What the menu button controls and whether it is open now. */
  menu: { kind: 'sidebar' | 'drawer' | 'none'; open: boolean; controls: string; toggle: () => void };
  /** Show the brand in the bar (when no sidebar shows it). */
  showBrand: boolean;
  boxed: boolean;
  onOpenSettings: () => void;
}

/** SPEC §1/§2 top bar: menu toggle, language, notifications, upgrade, plan expiry, settings, profile. */
export function TopBar({ user, menu, showBrand, boxed, onOpenSettings }: TopBarProps) {
  const { t } = useTranslation('shell');
  const menuLabel =
    menu.kind === 'sidebar' ? (menu.open ? t('nav.hideMenu') : t('nav.showMenu')) : menu.open ? t('nav.closeMenu') : t('nav.openMenu');
  const ToggleIcon = menu.kind === 'sidebar' ? (menu.open ? PanelLeftCloseIcon : PanelLeftOpenIcon) : MenuIcon;
  return (
    <header className="sticky top-0 z-20 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className={cn('flex h-16 items-center gap-2 px-3 sm:px-6', boxed && 'mx-auto max-w-7xl')}>
        {menu.kind !== 'none' && (
          <Button variant="ghost" size="icon" onClick={menu.toggle} aria-label={menuLabel} title={menuLabel} aria-expanded={menu.open} aria-controls={menu.controls}>
            <ToggleIcon className="rtl:-scale-x-100" />
          </Button>
        )}
        {showBrand && (
          <Link to="/dashboard/default" className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50" aria-label={t('nav.home')}>
            <PlatformBrand wordClassName="hidden sm:inline" />
          </Link>
        )}
        <div className="ms-auto flex items-center gap-1 sm:gap-2">
          <TopBarPlan />
          <LanguageSwitcher />
          <Button variant="ghost" size="icon" onClick={onOpenSettings} aria-label={t('topBar.settings')} title={t('topBar.settings')}>
            <SlidersHorizontalIcon />
          </Button>
          <NotificationBell />
          <ProfileMenu user={user} onOpenSettings={onOpenSettings} />
        </div>
      </div>
    </header>
  );
}
