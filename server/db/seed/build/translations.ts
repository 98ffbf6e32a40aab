import { contentTranslations } from '../../../modules/translations/tables.js';
import type { Db } from '../../client.js';

export type TranslationSeed = {
  subjectType: 'channel' | 'widget' | 'article';
  subjectId: string;
  language: string;
  fields: Record<string, string>;
};

/** A manual translation, as an editor's save stores it (the seed and the test factories share it). */
export async function buildTranslation(db: Db, seed: TranslationSeed) {
  await db.insert(contentTranslations).values({ ...seed, origin: 'manual' });
}
