import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FEATURE_PAGES, featurePath } from '@cadence/contracts';
import { BrandLogo } from '../../../components/brand-logo';
import { NewsletterForm } from './newsletter-form';
import { SiteLink } from './site-link';

const linkClass = 'rounded-sm text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50';

function FooterColumn({ title, links }: { title: string; links: { href: string; label: string }[] }) {
  return (
    <div className="grid content-start gap-3">
      <h2 className="text-sm font-semibold">{title}</h2>
      <ul className="grid gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <SiteLink href={link.href} className={linkClass}>
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const { t } = useTranslation('public-site');
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.3fr_2fr] lg:px-8">
        <div className="grid content-start gap-6">
          <div className="grid gap-3">
            <Link to="/" className="w-fit rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50" aria-label={t('nav.home')}>
              <BrandLogo />
            </Link>
            <p className="max-w-sm text-sm text-muted-foreground">{t('footer.tagline')}</p>
          </div>
          <NewsletterForm />
        </div>
        <nav aria-label={t('footer.label')} className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          <FooterColumn
            title={t('footer.product')}
            links={[
              { href: '/feature', label: t('nav.features') },
              { href: '/platform', label: t('nav.platforms') },
              { href: '/pricing', label: t('nav.pricing') },
              { href: '/platform-detail', label: t('footer.howItWorks') },
              { href: '/#faq', label: t('nav.faq') },
              { href: '/contact', label: t('footer.contact') },
              { href: '/contact?kind=quote', label: t('footer.quote') },
            ]}
          />
          <FooterColumn title={t('footer.features')} links={FEATURE_PAGES.map((page) => ({ href: featurePath(page), label: t(`featureNames.${page.key}`) }))} />
          <FooterColumn
            title={t('footer.legal')}
            links={[
              { href: '/terms-conditions', label: t('footer.terms') },
              { href: '/privacy_policy', label: t('footer.privacy') },
              { href: '/refund_policy', label: t('footer.refund') },
            ]}
          />
        </nav>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-muted-foreground sm:px-6 lg:px-8">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
