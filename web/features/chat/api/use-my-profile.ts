import { useQuery } from '@tanstack/react-query';
import { chatKeys } from './chat-keys';
import { useChatSession } from './chat-session-context';

/** my_profile: own member, status and the chat config; pushes from other tabs keep it current. */
export const useMyProfile = () => {
  const session = useChatSession();
  return useQuery({
    queryKey: chatKeys.profile,
    queryFn: session.fetchProfile,
    staleTime: Number.POSITIVE_INFINITY,
  });
};
