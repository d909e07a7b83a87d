import { createFileRoute } from '@tanstack/react-router';
import { ApproveExtensionPage } from '../../../features/extension-sign-in/components/approve-extension-page';

function validateApproveSearch(raw: Record<string, unknown>): { code?: string } {
  return typeof raw.code === 'string' && raw.code.length <= 20 ? { code: raw.code } : {};
}

/** The browser extension's sign-in: the code it shows, approved by the signed-in person. */
export const Route = createFileRoute('/_app/extension/approve')({
  validateSearch: validateApproveSearch,
  component: function ApproveExtensionRoute() {
    return <ApproveExtensionPage code={Route.useSearch().code} />;
  },
});
