import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/shell/components/placeholder-page';
import { requirePermission } from '../../features/session/guards';

export const Route = createFileRoute('/_app/caption')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'PostingTools', 'Caption'),
  component: CaptionPlaceholder,
});

function CaptionPlaceholder() {
  return <PlaceholderPage screen="menu.caption" />;
}
