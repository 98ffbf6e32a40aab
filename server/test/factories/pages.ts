import type { Db } from '../../db/client.js';
import { insertPageWithVersion } from '../../modules/pages/service.js';
import { next } from './sequence.js';

type PageOverrides = {
  groupId?: string | null;
  parentId?: string | null;
  position?: number;
  slug?: string;
  title?: string;
  content?: string;
  showInUserbar?: boolean;
  public?: boolean;
};

/**
 * A page with its first version (written by the module's own `insertPageWithVersion`, as the demo
 * seed does): a network page unless `groupId` names a group; the author must exist.
 */
export async function createPage(db: Db, authorId: string, overrides: PageOverrides = {}) {
  const n = next();
  return db.transaction((tx) =>
    insertPageWithVersion(tx, {
      groupId: overrides.groupId ?? null,
      parentId: overrides.parentId ?? null,
      position: overrides.position ?? n,
      slug: overrides.slug ?? `page-${n}`,
      title: overrides.title ?? `Page ${n}`,
      content: overrides.content ?? `<p>Text of page ${n}</p>`,
      authorId,
      showInUserbar: overrides.showInUserbar,
      public: overrides.public,
    }),
  );
}
