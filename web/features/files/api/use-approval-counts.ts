import { useQuery } from '@tanstack/react-query';
import { filesPaths } from '../../../../contract/files';
import { apiFetch } from '../../../app/api/client';
import { fileKeys } from './file-keys';
import type { ApprovalCounts, FilesContext } from './files-types';

/** GET /api/v1/files/approval_counts: the badge counts of the approval page's two tabs. */
export const useApprovalCounts = (context: FilesContext | null) =>
  useQuery({
    queryKey: fileKeys.approvalCounts(context?.contextType ?? '', context?.contextId ?? null),
    queryFn: ({ signal }) =>
      apiFetch<ApprovalCounts>(filesPaths.approvalCounts, {
        signal,
        query: { context_type: context?.contextType, context_id: context?.contextId },
      }),
    enabled: Boolean(context),
  });
