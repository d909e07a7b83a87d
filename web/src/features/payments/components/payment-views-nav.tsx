import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PAYMENT_VIEW_PATHS, type PaymentView } from '../queries';

const VIEWS = Object.keys(PAYMENT_VIEW_PATHS) as PaymentView[];

/** History, pending, declined: one link each, the current one marked. */
export function PaymentViewsNav({ view }: { view: PaymentView }) {
  const { t } = useTranslation('payments');
  return (
    <nav aria-label={t('views.label')} className="-mx-1 overflow-x-auto">
      <ul className="flex w-fit items-center gap-1 rounded-lg bg-muted p-1">
        {VIEWS.map((item) => (
          <li key={item}>
            <Link
              to={PAYMENT_VIEW_PATHS[item]}
              aria-current={item === view ? 'page' : undefined}
              className="inline-flex h-8 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-[current=page]:bg-background aria-[current=page]:text-foreground aria-[current=page]:shadow-sm"
            >
              {t(`views.${item}.tab`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
