import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../../components/brand-logo';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { ThemeToggle } from '../../../components/theme-toggle';
import { ProductPitch } from './product-pitch';

/** Split screen: the form on the left, the product pitch on the right (large screens). */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-dvh bg-background lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <div className="flex min-w-0 flex-col px-5 py-5 sm:px-10 sm:py-6">
        <header className="flex items-center justify-between gap-4">
          <Link
            to="/login"
            className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            aria-label={t('auth.layout.home')}
          >
            <BrandLogo />
          </Link>
          <div className="flex items-center gap-1">
            <LanguageSwitcher />
            <ThemeToggle />
          </div>
        </header>
        <main id="main" className="flex flex-1 items-center justify-center py-10">
          <div className="w-full max-w-[400px]">{children}</div>
        </main>
        <footer className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
          <span>{t('auth.layout.copyright', { year: new Date().getFullYear() })}</span>
          <span>{t('auth.layout.tagline')}</span>
        </footer>
      </div>
      <ProductPitch />
    </div>
  );
}

/** Title and subtitle of an auth page. */
export function AuthHeading({ title, description }: { title: string; description: ReactNode }) {
  return (
    <div className="mb-8 grid gap-2">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
      <p className="text-sm text-muted-foreground sm:text-base">{description}</p>
    </div>
  );
}
