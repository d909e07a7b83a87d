import { createFileRoute } from '@tanstack/react-router';
import { CheckoutOutcomePage } from '../../features/checkout/components/checkout-outcome-page';
import { SuccessPage } from '../../features/public-site/components/success-page';

/** Where checkout returns: ?session=<id> names the checkout whose outcome the page follows. */
export const Route = createFileRoute('/_site/success')({
  validateSearch: (raw: Record<string, unknown>): { session?: string } =>
    typeof raw.session === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(raw.session) ? { session: raw.session } : {},
  component: function SuccessRoute() {
    const { session } = Route.useSearch();
    return session ? <CheckoutOutcomePage checkoutId={session} /> : <SuccessPage />;
  },
});
