import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/shell/components/placeholder-page';
import { requirePermission } from '../../features/session/guards';

export const Route = createFileRoute('/_app/trending_hash')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'AIComposer', 'TrendingHashing'),
  component: TrendingHashtagsPlaceholder,
});

function TrendingHashtagsPlaceholder() {
  return <PlaceholderPage screen="menu.trendingHashtags" />;
}
