import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { filesPaths } from '../../../../contract/files';
import { ApiError, buildUrl } from '../../../app/api/client';
import { fileKeys } from './file-keys';
import type { FilesContext, ReviewedFile } from './files-types';

export const REVIEWED_PER_PAGE = 25;

export type ReviewedPage = { rows: ReviewedFile[]; totalPages: number };

/**
 * GET /api/storage/v2/files?query=reviewed: one page of files with a review status. The pagination
 * arrives in headers (X-Total-Pages), which apiFetch does not expose, hence the own fetch.
 */
export const useReviewedFiles = (context: FilesContext | null, page: number) =>
  useQuery({
    queryKey: fileKeys.reviewed(context?.contextType ?? '', context?.contextId ?? null, page),
    queryFn: async ({ signal }): Promise<ReviewedPage> => {
      const url = buildUrl(filesPaths.reviewedFiles, {
        context_type: context?.contextType,
        context_id: context?.contextId,
        query: 'reviewed',
        page,
        per_page: REVIEWED_PER_PAGE,
      });
      const response = await fetch(url, {
        headers: { Accept: 'application/json' },
        credentials: 'same-origin',
        signal,
      });
      if (!response.ok) {
        throw new ApiError({ status: response.status, code: `http_${response.status}`, message: '' });
      }
      const rows = (await response.json()) as ReviewedFile[];
      const totalPages = Number(response.headers.get('x-total-pages') ?? '1') || 1;
      return { rows, totalPages };
    },
    enabled: Boolean(context),
    placeholderData: keepPreviousData,
  });
