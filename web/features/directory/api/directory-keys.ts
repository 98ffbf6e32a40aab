/** Query keys of the directory; joining a group refreshes every group page of it. */
export const directoryKeys = {
  all: ['directory'] as const,
  overview: ['directory', 'overview'] as const,
  members: (query: Record<string, string>) => ['directory', 'members', query] as const,
  channels: (query: Record<string, string>) => ['directory', 'channels', query] as const,
  groups: (category: string, query: Record<string, string>) =>
    ['directory', 'groups', category, query] as const,
};
