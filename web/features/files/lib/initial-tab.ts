import type { ApprovalCounts } from '../api/files-types';

export type ApprovalTab = 'review_status' | 'new_versions';

/**
 * Part 2: the approval page opens on new versions when no file has a review status yet and versions
 * wait; otherwise on review status.
 */
export const initialApprovalTab = (counts: ApprovalCounts): ApprovalTab =>
  counts.reviewed === 0 && counts.pending_versions > 0 ? 'new_versions' : 'review_status';
