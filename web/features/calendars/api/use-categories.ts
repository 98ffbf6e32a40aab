import { useQuery } from '@tanstack/react-query';
import { appointmentsPaths, type Category } from '../../../../contract/appointments';
import { apiFetch } from '../../../app/api/client';
import { calendarKeys } from './calendar-keys';

/** GET /appointments/categories (the network's custom categories, part 3 section 3.6). */
export const useCategories = () =>
  useQuery({
    queryKey: calendarKeys.categories,
    queryFn: ({ signal }) => apiFetch<Category[]>(appointmentsPaths.categories, { signal }),
    staleTime: 5 * 60_000,
  });
