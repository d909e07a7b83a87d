import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { GeneratorPage } from '../../features/ai/components/generator-page';
import { WorkspaceOnly } from '../../features/posts/components/workspace-only';
import { requirePermission } from '../../features/session/guards';

/** ?template=ID opens the generator with that prompt template chosen. */
function validateGeneratorSearch(raw: Record<string, unknown>): { template?: number } {
  const template = typeof raw.template === 'string' ? Number(raw.template) : raw.template;
  return typeof template === 'number' && Number.isInteger(template) && template > 0 ? { template } : {};
}

export const Route = createFileRoute('/_app/ai_content_generator')({
  validateSearch: validateGeneratorSearch,
  beforeLoad: ({ context }) => requirePermission(context.session, 'AIComposer', 'AIContentGenerator'),
  component: function AiContentGeneratorRoute() {
    const { t } = useTranslation('ai');
    return (
      <WorkspaceOnly title={t('generator.title')}>
        <GeneratorPage templateId={Route.useSearch().template} />
      </WorkspaceOnly>
    );
  },
});
