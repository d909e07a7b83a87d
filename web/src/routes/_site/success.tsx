import { createFileRoute } from '@tanstack/react-router';
import { SuccessPage } from '../../features/public-site/components/success-page';

/** Where checkout returns after a completed payment. */
export const Route = createFileRoute('/_site/success')({
  component: SuccessPage,
});
