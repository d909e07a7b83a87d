import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { GaugeIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { describeError } from '../../../lib/errors';

/** A 409 limit (team size, the plan's users): the server's message says which limit and how to raise it. */
export function LimitAlert({ error }: { error: unknown }) {
  const { t } = useTranslation('teams');
  const { t: tc } = useTranslation();
  return (
    <Alert className="border-amber-500/40 bg-amber-500/10 text-amber-900 dark:text-amber-100 [&>svg]:text-amber-600 dark:[&>svg]:text-amber-300">
      <GaugeIcon />
      <AlertTitle>{t('limit.title')}</AlertTitle>
      <AlertDescription className="text-amber-900/90 dark:text-amber-100/90">
        <p>{describeError(tc, error)}</p>
        <Link to="/membership/plans" className="rounded-sm font-medium underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
          {t('limit.plans')}
        </Link>
      </AlertDescription>
    </Alert>
  );
}
