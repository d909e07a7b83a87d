import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/errors';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { FormAlert } from '../../../components/form/form-alert';

/** A section's loading skeletons, its error with a retry, or its content. */
export function SectionBody<T>({ query, skeletons, children }: { query: { isPending: boolean; isError: boolean; error: unknown; data: T | undefined; refetch: () => unknown }; skeletons: number[]; children: (data: T) => ReactNode }) {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation();
  if (query.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true" aria-label={t('loading')}>
        {skeletons.map((height, index) => (
          <Skeleton key={index} className="w-full" style={{ height: `${height / 4}rem` }} />
        ))}
      </div>
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <div className="grid justify-items-start gap-3">
        <FormAlert alert={{ message: describeError(tc, query.error), details: [] }} />
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

