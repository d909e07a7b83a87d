import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CompassIcon, TriangleAlertIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './ui/button';
import { BrandLogo } from './brand-logo';
import { describeError, isChunkLoadError } from '../lib/errors';
import { useDocumentTitle } from '../lib/use-document-title';

function StatePage({ icon, title, body, actions }: { icon: ReactNode; title: string; body: string; actions: ReactNode }) {
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-8 bg-background px-6 py-16 text-center">
      <BrandLogo />
      <div className="grid max-w-md justify-items-center gap-4">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground">{icon}</span>
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">{body}</p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">{actions}</div>
    </main>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <StatePage
      icon={<CompassIcon className="size-7" aria-hidden="true" />}
      title={t('notFound.title')}
      body={t('notFound.body')}
      actions={
        <Button asChild>
          <Link to="/dashboard/default">{t('notFound.home')}</Link>
        </Button>
      }
    />
  );
}

/**
 * Retry for a screen that failed to load: its queries and loaders run again; a screen whose
 * code could not be downloaded is fetched again with the page, since the browser keeps a
 * failed module import.
 */
export function useRouteRetry({ error, reset }: Pick<ErrorComponentProps, 'error' | 'reset'>): () => void {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  return () => {
    if (isChunkLoadError(error)) return window.location.reload();
    queryReset.reset();
    reset();
    void router.invalidate();
  };
}

export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const retry = useRouteRetry({ error, reset });
  useDocumentTitle(t('routeError.title'));
  return (
    <StatePage
      icon={<TriangleAlertIcon className="size-7" aria-hidden="true" />}
      title={t('routeError.title')}
      body={describeError(t, error)}
      actions={
        <>
          <Button onClick={retry}>{t('common.retry')}</Button>
          <Button variant="outline" asChild>
            <Link to="/dashboard/default">{t('notFound.home')}</Link>
          </Button>
        </>
      }
    />
  );
}
