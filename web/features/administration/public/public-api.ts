import { useQuery } from '@tanstack/react-query';
import type { PublicLegalText } from '../../../../contract/legal-texts';
import { apiFetch } from '../../../app/api/client';

/**
 * What visitors read (part 1 section 7). Types only from the contract, whose schemas would bring zod
 * to a page that needs none.
 */
export const usePublicLegalText = (handle: string) =>
  useQuery({
    queryKey: ['legal', handle],
    queryFn: ({ signal }) => apiFetch<PublicLegalText>(`/legal/${encodeURIComponent(handle)}`, { signal }),
  });

export const usePublicImprint = () =>
  useQuery({
    queryKey: ['imprint'],
    queryFn: ({ signal }) => apiFetch<{ content: string }>('/imprint', { signal }),
  });
