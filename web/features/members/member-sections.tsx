import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleSection } from '../../../contract/members';

type Sectioned = { id: string; section_id: string | null };

/** Consecutive entries of the same section, in the order the server sent them. */
function blocksOf<T extends Sectioned>(entries: T[]) {
  const blocks: { sectionId: string | null; entries: T[] }[] = [];
  for (const entry of entries) {
    const last = blocks.at(-1);
    if (last && last.sectionId === entry.section_id) last.entries.push(entry);
    else blocks.push({ sectionId: entry.section_id, entries: [entry] });
  }
  return blocks;
}

/**
 * A member list with the sections of grouped membership roles (the server orders the entries and
 * names each one's section): a heading with the role's plural name where a section starts, and
 * "Members" over those without one. Without sections on the page, a plain list.
 */
export const MemberSections = <T extends Sectioned>({
  entries,
  sections,
  renderItem,
  busy,
}: {
  entries: T[];
  sections: RoleSection[];
  renderItem: (entry: T) => ReactNode;
  busy?: boolean;
}) => {
  const { t } = useTranslation();
  const list = (items: T[]) => (
    <ul className="divide-y divide-border" aria-busy={busy || undefined}>
      {items.map((entry) => (
        <li key={entry.id}>{renderItem(entry)}</li>
      ))}
    </ul>
  );
  if (sections.length === 0) return list(entries);
  const names = new Map(sections.map((section) => [section.id, section]));
  return (
    <>
      {blocksOf(entries).map((block) => {
        const section = block.sectionId ? names.get(block.sectionId) : undefined;
        return (
          <Fragment key={block.sectionId ?? 'rest'}>
            <h3
              className="border-b border-border bg-canvas px-4 py-2 text-xs font-semibold tracking-wider text-subtle uppercase sm:px-5"
              style={section ? { borderLeft: `4px solid ${section.color}` } : undefined}
            >
              {section ? section.plural_name : t('js.members.title')}
            </h3>
            {list(block.entries)}
          </Fragment>
        );
      })}
    </>
  );
};
