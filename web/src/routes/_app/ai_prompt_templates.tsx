import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/shell/components/placeholder-page';
import { requirePermission } from '../../features/session/guards';

export const Route = createFileRoute('/_app/ai_prompt_templates')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'AIComposer', 'AIPromptTemplates'),
  component: AiPromptTemplatesPlaceholder,
});

function AiPromptTemplatesPlaceholder() {
  return <PlaceholderPage screen="menu.aiPromptTemplates" />;
}
