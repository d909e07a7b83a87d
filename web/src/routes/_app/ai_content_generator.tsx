import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/shell/components/placeholder-page';
import { requirePermission } from '../../features/session/guards';

export const Route = createFileRoute('/_app/ai_content_generator')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'AIComposer', 'AIContentGenerator'),
  component: AiContentGeneratorPlaceholder,
});

function AiContentGeneratorPlaceholder() {
  return <PlaceholderPage screen="menu.aiContentGenerator" />;
}
