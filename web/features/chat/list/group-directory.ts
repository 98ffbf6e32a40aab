import type { DirectoryEntry } from '../../../../contract/directory';

type MemberEntry = Extract<DirectoryEntry, { type: 'member' }>;
type GroupEntry = Extract<DirectoryEntry, { type: 'group' }>;

export type DirectorySection =
  | { kind: 'members'; entries: MemberEntry[] }
  | { kind: 'groups'; title: string; entries: GroupEntry[] };

/** Part 1 section 2.1: members first, then groups under their category's plural name (server order kept). */
export const groupDirectory = (entries: DirectoryEntry[]): DirectorySection[] => {
  const members = entries.filter((entry): entry is MemberEntry => entry.type === 'member');
  const sections: DirectorySection[] = members.length ? [{ kind: 'members', entries: members }] : [];
  const byCategory = new Map<string, { title: string; entries: GroupEntry[] }>();
  for (const entry of entries) {
    if (entry.type !== 'group') continue;
    const section = byCategory.get(entry.category.id) ?? { title: entry.category.plural_name, entries: [] };
    section.entries.push(entry);
    byCategory.set(entry.category.id, section);
  }
  for (const section of byCategory.values()) sections.push({ kind: 'groups', ...section });
  return sections;
};
