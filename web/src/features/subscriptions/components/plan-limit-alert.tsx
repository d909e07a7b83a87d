import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ArrowUpRightIcon, GaugeIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { planLimitOf } from '../limit-error';

/**
 * What a screen shows when the API refused a request because of the plan: which limit was
 * reached, the server's explanation, and a link to raise it. Renders nothing for other errors,
 * so a screen can pass any error: `<PlanLimitAlert error={mutation.error} />`.
 */
export function PlanLimitAlert({ error, className }: { error: unknown; className?: string }) {
  const { t } = useTranslation('subscriptions');
  const limit = planLimitOf(error);
  if (!limit) return null;
  return (
    <Alert
      role="alert"
      className={`border-amber-500/40 bg-amber-500/10 text-amber-900 dark:text-amber-100 [&>svg]:text-amber-600 dark:[&>svg]:text-amber-300 ${className ?? ''}`}
    >
      <GaugeIcon />
      <AlertTitle>{t(`limit.title.${limit.kind}`)}</AlertTitle>
      <AlertDescription className="text-amber-900/90 dark:text-amber-100/90">
        <p>{limit.message}</p>
        <Link
          to="/subscriptions"
          className="inline-flex items-center gap-1 rounded-sm font-medium underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {t('limit.raise')}
          <ArrowUpRightIcon className="size-3.5 rtl:-scale-x-100" aria-hidden="true" />
        </Link>
      </AlertDescription>
    </Alert>
  );
}
