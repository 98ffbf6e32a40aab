import { useQuery } from '@tanstack/react-query';
import type { GroupPromotionResponse } from '../../../contract/group-promotion';
import { apiFetch } from '../../app/api/client';

export const groupPromotionKey = ['group-promotion'] as const;

/** GET /api/v1/group_promotion: the groups promoted to the viewer, or null. */
export const useGroupPromotion = () =>
  useQuery({
    queryKey: groupPromotionKey,
    queryFn: () => apiFetch<GroupPromotionResponse>('/api/v1/group_promotion'),
  });
