import { createFileRoute } from '@tanstack/react-router';
import { ProfileSettingsPage } from '../../../../features/profile/components/profile-settings-page';
import { sectionOf, type ProfileSection } from '../../../../features/profile/profile-forms';

/** Every signed-in user's own settings: no permission beyond the session (SPEC §6). */
export const Route = createFileRoute('/_app/user/account-profile/setting')({
  validateSearch: (search: Record<string, unknown>): { section?: ProfileSection } => {
    const section = sectionOf(search.section);
    return section ? { section } : {};
  },
  component: function ProfileSettingsRoute() {
    return <ProfileSettingsPage section={Route.useSearch().section} />;
  },
});
