/** Query keys of the files area, so invalidations match the queries they mean. */
export const fileKeys = {
  all: ['files'] as const,
  root: (contextType: string, contextId: string | null) => ['files', 'root', contextType, contextId] as const,
  folder: (id: string) => ['files', 'folder', id] as const,
  file: (id: string) => ['files', 'file', id] as const,
  export: (folderId: string) => ['files', 'export', folderId] as const,
  approvalCounts: (contextType: string, contextId: string | null) =>
    ['files', 'approval', 'counts', contextType, contextId] as const,
  pending: (folderId: string) => ['files', 'approval', 'pending', folderId] as const,
  reviewed: (contextType: string, contextId: string | null, page: number) =>
    ['files', 'approval', 'reviewed', contextType, contextId, page] as const,
};
