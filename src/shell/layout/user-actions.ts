import { useLogout } from '@refinedev/core';
import { useNavigate } from 'react-router';
import { useShellState } from '../shell-state.tsx';
import { usePortalUser } from '../use-portal-user.ts';
import { useCurrentRoute, withLocale } from './use-current-route.ts';

/** What the user menu and the phone drawer offer (spec 1 §2.4, §2.5), each only with its scope. */
export function useUserActions() {
  const { user } = usePortalUser();
  const { locale } = useCurrentRoute();
  const navigate = useNavigate();
  const { setConsumerVoiceOpen } = useShellState();
  const { mutate: logout, isPending: loggingOut } = useLogout();
  const scopes = user?.scopes ?? [];
  return {
    user,
    canEditProfile: scopes.includes('profile.update'),
    canSendConsumerVoice: scopes.includes('consumer-voice.submit'),
    editProfile: () => navigate(withLocale(locale, '/user/edit-profile')),
    openConsumerVoice: () => setConsumerVoiceOpen(true),
    logout: () => logout(),
    loggingOut,
  };
}

/** Up to two initials for the avatar. */
export const initialsOf = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('') || '?';
