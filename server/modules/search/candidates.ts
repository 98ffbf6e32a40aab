import { type SQL, sql } from 'drizzle-orm';
import { SEARCH_COUNT_CAP, SEARCH_MODULES, type SearchSort } from '../../../contract/search.js';

/**
 * The answer's statement. Each module gets a bounded candidate set: at most `SEARCH_COUNT_CAP + 1`
 * of its visible matches, so a word found in 200,000 documents costs what a word found in 1,001
 * costs. The set's size is the module's count (capped: more than the cap shows as "1,000+"), and the
 * page of hits is sorted within it. Date orders take the newest (or oldest) matches through the
 * (module, date) index, so they are exact; relevance and title orders rank the first matches the
 * index scan finds, which are all of them whenever the module has no more than the cap.
 *
 * The modules are parts of one UNION ALL with the module as a literal, not one LATERAL over a list:
 * each part is planned for its own module (its share of the table and of the partial indexes of the
 * search migration), and the whole answer is one round trip.
 */
export type SearchStatement = {
  modules: readonly string[];
  /** Visibility, filters and the text match, without the module. */
  where: SQL;
  tsquery: SQL | null;
  sort: SearchSort;
  offset: number;
  limit: number;
};

const MODULE_NAMES = new Set<string>(SEARCH_MODULES);

/** A module's name as an SQL literal; only the contract's names are ever written into SQL. */
function moduleLiteral(module: string): SQL {
  if (!MODULE_NAMES.has(module) || !/^[a-z]+$/.test(module))
    throw new Error(`search: unknown module ${module}`);
  return sql.raw(`'${module}'`);
}

/** Which candidates a module keeps when it has more matches than the cap. */
function candidateOrder(sort: SearchSort): SQL {
  if (sort === 'date,desc') return sql` order by date desc`;
  if (sort === 'date,asc') return sql` order by date asc`;
  return sql``;
}

function pageOrder(sort: SearchSort): SQL {
  switch (sort) {
    case 'date,asc':
      return sql`date asc, subject_id`;
    case 'date,desc':
      return sql`date desc, subject_id`;
    case 'title,asc':
      return sql`lower(title) asc, subject_id`;
    case 'title,desc':
      return sql`lower(title) desc, subject_id`;
    default:
      return sql`rank desc, date desc, subject_id`;
  }
}

export function searchStatement({ modules, where, tsquery, sort, offset, limit }: SearchStatement): SQL {
  // Ranking reads each candidate's vector once, in the scan that finds it; other orders need none.
  const rank = sort === 'relevance,desc' && tsquery ? sql`ts_rank_cd(vector, ${tsquery}, 1)` : sql`0`;
  const ctes = modules.map(
    (module, i) => sql`${sql.raw(`c${i}`)} as materialized (
      select subject_id, date, title, ${rank} as rank from search_documents
      where module = ${moduleLiteral(module)} and ${where}${candidateOrder(sort)}
      limit ${SEARCH_COUNT_CAP + 1})`,
  );
  const parts = modules.map(
    (module, i) => sql`(select ${moduleLiteral(module)} as module, counted.total, page.subject_id, d.title,
        d.body, d.contents, d.date, d.payload, page.position
      from (select count(*) as total from ${sql.raw(`c${i}`)}) as counted
      left join lateral (
        select subject_id, row_number() over (order by ${pageOrder(sort)}) as position
        from ${sql.raw(`c${i}`)} order by ${pageOrder(sort)} limit ${limit} offset ${offset}
      ) as page on true
      left join search_documents as d on d.module = ${moduleLiteral(module)} and d.subject_id = page.subject_id)`,
  );
  return sql`with ${sql.join(ctes, sql`, `)}
    select * from (${sql.join(parts, sql` union all `)}) as answer order by module, position`;
}
