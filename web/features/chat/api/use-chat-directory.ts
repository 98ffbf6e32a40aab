import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DirectoryResponse } from '../../../../contract/directory';
import { apiFetch } from '../../../app/api/client';
import { chatKeys } from './chat-keys';

/** GET /directory limited to my groups and chat-enabled ones (new chat search). */
export const useChatDirectory = (q: string) =>
  useQuery({
    queryKey: chatKeys.directory(q),
    queryFn: ({ signal }) =>
      apiFetch<DirectoryResponse>('/directory', {
        query: { q, only_my_groups: true, only_chat_enabled: true },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
