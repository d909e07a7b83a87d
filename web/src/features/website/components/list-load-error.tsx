import { useTranslation } from 'react-i18next';
import { CircleAlertIcon } from 'lucide-react';
import { describeError } from '../../../lib/errors';
import { EmptyState } from '../../../components/data-table/empty-state';
import { Button } from '../../../components/ui/button';

/** A list that could not be read: what went wrong and a way to ask again. */
export function ListLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('website');
  const { t: tc } = useTranslation();
  return (
    <div className="rounded-xl border bg-card">
      <EmptyState
        role="alert"
        icon={<CircleAlertIcon />}
        title={t('loadFailed')}
        body={describeError(tc, error)}
        action={
          <Button variant="outline" onClick={onRetry}>
            {t('retry')}
          </Button>
        }
      />
    </div>
  );
}
