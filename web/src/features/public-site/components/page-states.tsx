import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { CompassIcon, TriangleAlertIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { describeError } from '../../../lib/errors';
import { useDocumentTitle } from '../../../lib/use-document-title';

function StateBlock({ icon, title, body, actions }: { icon: ReactNode; title: string; body: string; actions: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-lg justify-items-center gap-5 px-4 py-24 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground">{icon}</span>
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{body}</p>
      <div className="flex flex-wrap justify-center gap-3">{actions}</div>
    </div>
  );
}

/** While a page's text loads: the shape of a hero and a grid. */
export function SitePagePending() {
  const { t } = useTranslation('public-site');
  return (
    <div role="status" aria-label={t('page.loading')} className="mx-auto grid max-w-7xl gap-10 px-4 py-20 sm:px-6 lg:px-8">
      <div className="mx-auto grid w-full max-w-3xl justify-items-center gap-4">
        <Skeleton className="h-5 w-32 rounded-full" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-4/5" />
        <Skeleton className="h-5 w-2/3" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-44 rounded-2xl" />
        ))}
      </div>
    </div>
  );
}

export function SitePageNotFound() {
  const { t } = useTranslation('public-site');
  useDocumentTitle(t('page.notFoundTitle'));
  return (
    <StateBlock
      icon={<CompassIcon className="size-7" aria-hidden="true" />}
      title={t('page.notFoundTitle')}
      body={t('page.notFoundBody')}
      actions={
        <>
          <Button asChild>
            <Link to="/">{t('page.backHome')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/pricing">{t('nav.pricing')}</Link>
          </Button>
        </>
      }
    />
  );
}

export function SitePageError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation('public-site');
  const { t: tCommon } = useTranslation();
  useDocumentTitle(t('page.errorTitle'));
  return (
    <StateBlock
      icon={<TriangleAlertIcon className="size-7" aria-hidden="true" />}
      title={t('page.errorTitle')}
      body={describeError(tCommon, error)}
      actions={
        <>
          <Button onClick={reset}>{tCommon('common.retry')}</Button>
          <Button asChild variant="outline">
            <Link to="/">{t('page.backHome')}</Link>
          </Button>
        </>
      }
    />
  );
}
