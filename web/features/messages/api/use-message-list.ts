import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MESSAGES_PAGE_SIZE, type MessageList, messagesPaths } from '../../../../contract/messages';
import { apiFetch } from '../../../app/api/client';
import { messageKeys } from './message-keys';

export type MessageBox = 'inbox' | 'sent';

/** GET /api/v1/messages or /api/v1/messages/sent, ten per page. */
export const useMessageList = (box: MessageBox, page: number) =>
  useQuery({
    queryKey: messageKeys.list(box, page),
    queryFn: ({ signal }) =>
      apiFetch<MessageList>(box === 'inbox' ? messagesPaths.inbox : messagesPaths.sent, {
        signal,
        query: { limit: MESSAGES_PAGE_SIZE, offset: (page - 1) * MESSAGES_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
