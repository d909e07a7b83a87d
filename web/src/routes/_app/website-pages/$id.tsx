import { createFileRoute, notFound } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { requirePermission } from '../../../features/session/guards';
import { PageEditor } from '../../../features/website/components/page-editor';
import { PageEditorPending } from '../../../features/website/components/page-editor-pending';
import { pageQuery } from '../../../features/website/queries';
import { ListError } from '../../../components/data-table/list-error';

/** One page of the site in one language: its fields, its sections and their preview. */
export const Route = createFileRoute('/_app/website-pages/$id')({
  params: {
    parse: ({ id }) => {
      const number = Number(id);
      if (!Number.isInteger(number) || number < 1) throw notFound();
      return { id: number };
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  beforeLoad: ({ context }) => requirePermission(context.session, 'WebsiteSetting'),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(pageQuery(params.id)),
  pendingComponent: PageEditorPending,
  errorComponent: ListError,
  component: function EditWebsitePageRoute() {
    const { id } = Route.useParams();
    const { data: page } = useSuspenseQuery(pageQuery(id));
    // Keyed by id so moving to another page starts the form afresh.
    return <PageEditor key={page.id} page={page} />;
  },
});
