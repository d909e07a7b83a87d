import { createFileRoute } from '@tanstack/react-router';
import { CheckoutOutcomePage } from '../../features/checkout/components/checkout-outcome-page';
import { SuccessPage } from '../../features/public-site/components/success-page';
import { PaypalChangeOutcomePage } from '../../features/subscriptions/components/paypal-change-outcome-page';

interface SuccessSearch {
  session?: string;
  change?: 'paypal';
}

/**
 * Where the payment providers send the payer back: ?session=<id> names the checkout whose outcome
 * the page follows; ?change=paypal follows a plan change approved at PayPal.
 */
export const Route = createFileRoute('/_site/success')({
  // The checkout's outcome has messages of its own.
  staticData: { coreMessages: false },
  validateSearch: (raw: Record<string, unknown>): SuccessSearch => {
    if (typeof raw.session === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(raw.session)) return { session: raw.session };
    return raw.change === 'paypal' ? { change: 'paypal' } : {};
  },
  component: function SuccessRoute() {
    const { session, change } = Route.useSearch();
    if (session) return <CheckoutOutcomePage checkoutId={session} />;
    return change === 'paypal' ? <PaypalChangeOutcomePage /> : <SuccessPage />;
  },
});
