import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, KeyRoundIcon, LogOutIcon, SlidersHorizontalIcon, UserRoundIcon } from 'lucide-react';
import { Avatar, AvatarFallback } from '../../../components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { initialsOf, type Session } from '../../session/session';
import { useSignOut } from '../../session/use-session';
import { PathLink } from './path-link';

/** The account profile page (identity feature); `#password` opens it at its password section. */
export const PROFILE_PATH = '/user/account-profile/setting';
export const PASSWORD_SECTION_HASH = 'password';

/** SPEC §2 profile menu: Profile, Change Password, Settings, Logout. */
export function ProfileMenu({ user, onOpenSettings }: { user: Session['user']; onOpenSettings: () => void }) {
  const { t } = useTranslation('shell');
  const signOut = useSignOut();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="flex items-center gap-2 rounded-full p-1 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 md:pe-2"
        aria-label={t('profile.open', { name: user.name })}
      >
        <Avatar className="size-8">
          <AvatarFallback>{initialsOf(user)}</AvatarFallback>
        </Avatar>
        <span className="hidden max-w-32 truncate text-sm font-medium md:block">{user.name}</span>
        <ChevronDownIcon className="hidden size-3.5 text-muted-foreground md:block" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex items-center gap-3 py-2 font-normal">
          <Avatar className="size-10">
            <AvatarFallback>{initialsOf(user)}</AvatarFallback>
          </Avatar>
          <span className="grid min-w-0">
            <span className="truncate text-sm font-medium text-foreground">{user.name}</span>
            <span className="truncate text-xs text-muted-foreground">{user.email}</span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          <DropdownMenuItem asChild>
            <PathLink to={PROFILE_PATH}>
              <UserRoundIcon aria-hidden="true" />
              {t('profile.profile')}
            </PathLink>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <PathLink to={PROFILE_PATH} hash={PASSWORD_SECTION_HASH}>
              <KeyRoundIcon aria-hidden="true" />
              {t('profile.changePassword')}
            </PathLink>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onOpenSettings}>
            <SlidersHorizontalIcon aria-hidden="true" />
            {t('profile.settings')}
          </DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={signOut}>
          <LogOutIcon aria-hidden="true" />
          {t('profile.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
