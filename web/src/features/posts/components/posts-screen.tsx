import { useRequiredSession } from '../../session/use-session';
import type { PlatformPostSearch, PostSearch } from '../queries';
import { PostsPage, type PostsTitle } from './posts-page';
import { StaffPostsPage } from './staff-posts-page';

/** Clients see their workspace's posts; staff (no workspace) see every workspace's with SPEC §3's filter. */
export function PostsScreen({
  title,
  search,
  onNavigate,
}: {
  title: PostsTitle;
  search: PostSearch & PlatformPostSearch;
  onNavigate: (search: PostSearch & PlatformPostSearch, replace?: boolean) => void;
}) {
  const { user } = useRequiredSession();
  if (user.workspaceId === null) return <StaffPostsPage search={search} onNavigate={onNavigate} />;
  return <PostsPage title={title} search={search} onNavigate={onNavigate} />;
}
