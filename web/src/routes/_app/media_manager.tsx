import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/shell/components/placeholder-page';
import { requirePermission } from '../../features/session/guards';

export const Route = createFileRoute('/_app/media_manager')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'ManageMediaLibrary'),
  component: MediaLibraryPlaceholder,
});

function MediaLibraryPlaceholder() {
  return <PlaceholderPage screen="menu.mediaLibrary" />;
}
