import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/shell/components/placeholder-page';
import { requirePermission } from '../../features/session/guards';

export const Route = createFileRoute('/_app/watermark')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'PostingTools', 'WaterMark'),
  component: WatermarkPlaceholder,
});

function WatermarkPlaceholder() {
  return <PlaceholderPage screen="menu.watermark" />;
}
