import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { EffectiveDesign } from '../../../../contract/designs';
import { apiFetch } from '../../../app/api/client';
import { setDesignOverride } from '../../../app/shell/theme/design-override';

/**
 * The group's effective design (its own, else its category's, else the network's), applied to the
 * whole frame while the group's pages are shown; leaving them brings back the network's.
 */
export const useEffectiveGroupDesign = (slug: string, enabled: boolean) => {
  const design = useQuery({
    queryKey: ['designs', 'effective', slug],
    queryFn: ({ signal }) =>
      apiFetch<EffectiveDesign>('/api/v1/designs/effective', { query: { group: slug }, signal }),
    enabled,
  });
  const data = design.data;
  useEffect(() => {
    setDesignOverride(data && data.source !== 'network' ? data : null);
    return () => setDesignOverride(null);
  }, [data]);
};
