import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RotateCwIcon, TriangleAlertIcon } from 'lucide-react';
import { Button } from '../ui/button';
import { describeError } from '../../lib/errors';
import { EmptyState } from './empty-state';
import { useRouteRetry } from '../route-states';

/**
 * A signed-in screen that could not load: the reason, and a retry that runs the route's
 * loader again. Stays inside the shell, unlike the full-page error of the root route.
 */
export function ListError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const { t: tl } = useTranslation('lists');
  const retry = useRouteRetry({ error, reset });
  return (
    <div className="rounded-xl border bg-card shadow-sm">
      <EmptyState
        role="alert"
        icon={<TriangleAlertIcon />}
        title={tl('error.title')}
        body={describeError(t, error)}
        action={
          <Button variant="outline" onClick={retry}>
            <RotateCwIcon />
            {t('common.retry')}
          </Button>
        }
      />
    </div>
  );
}
