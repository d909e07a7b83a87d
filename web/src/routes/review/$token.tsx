import { createFileRoute } from '@tanstack/react-router';
import { ReviewLinkPage } from '../../features/approvals/components/review-link-page';

/** The link mailed to an outside reviewer: open to everyone, no account needed. */
export const Route = createFileRoute('/review/$token')({
  component: function ReviewRoute() {
    const { token } = Route.useParams();
    return <ReviewLinkPage token={token.slice(0, 100)} />;
  },
});
