import { Link } from '@tanstack/react-router';
import { CircleCheckBigIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Where checkout returns after a successful payment. */
export function SuccessPage() {
  const { t } = useTranslation('public-site');
  useDocumentTitle(t('success.documentTitle'));
  return (
    <section className="relative isolate px-4 py-24 sm:py-32">
      <div aria-hidden="true" className="absolute inset-x-0 top-0 -z-10 h-80 bg-linear-to-b from-success/10 to-transparent" />
      <div className="mx-auto grid max-w-xl justify-items-center gap-6 rounded-3xl border bg-card p-10 text-center shadow-lg">
        <span className="flex size-16 items-center justify-center rounded-full bg-success/15 text-success">
          <CircleCheckBigIcon className="size-8" aria-hidden="true" />
        </span>
        <h1 className="text-3xl font-semibold tracking-tight">{t('success.title')}</h1>
        <div className="grid gap-2">
          <p className="text-lg text-muted-foreground">{t('success.body')}</p>
          <p className="text-sm text-muted-foreground">{t('success.receipt')}</p>
        </div>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to="/dashboard/default">{t('success.dashboard')}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/">{t('page.backHome')}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
