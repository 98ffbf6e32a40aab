import { useOutletContext } from 'react-router';
import type { Group } from '../../app/api/types';

export type GroupOutletContext = { group: Group };

/** The group of the surrounding group page, for its tab pages. */
export const useGroupContext = () => useOutletContext<GroupOutletContext>();
