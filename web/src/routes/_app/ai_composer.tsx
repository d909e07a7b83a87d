import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/shell/components/placeholder-page';
import { requirePermission } from '../../features/session/guards';

export const Route = createFileRoute('/_app/ai_composer')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'AIComposer'),
  component: AiComposerPlaceholder,
});

function AiComposerPlaceholder() {
  return <PlaceholderPage screen="screens.aiComposer" />;
}
