import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../features/session/guards';
import { TemplatesPage } from '../../features/ai-templates/components/templates-page';
import { templatesQuery } from '../../features/ai-templates/queries';
import { validateTemplateSearch } from '../../features/ai-templates/search';
import { ListPagePending } from '../../components/data-table/list-page-pending';
import { ListError } from '../../components/data-table/list-error';

/** AI Composer → AI Prompt Templates. */
export const Route = createFileRoute('/_app/ai_prompt_templates')({
  validateSearch: validateTemplateSearch,
  beforeLoad: ({ context }) => requirePermission(context.session, 'AIComposer', 'AIPromptTemplates'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(templatesQuery(deps)),
  pendingComponent: () => <ListPagePending columns={4} />,
  errorComponent: ListError,
  component: function AiPromptTemplatesRoute() {
    const navigate = Route.useNavigate();
    return <TemplatesPage search={Route.useSearch()} onNavigate={(search, replace) => void navigate({ search, replace })} />;
  },
});
