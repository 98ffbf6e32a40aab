import type { TFunction } from 'i18next';
import type { SearchQueryResult } from '../../../contract/search';

type Counted = Pick<SearchQueryResult, 'total' | 'total_capped'>;

const formatted = (value: number, language: string) =>
  new Intl.NumberFormat(language.replace('_', '-')).format(value);

/** A module's hit count for its filter button: "1,000+" when the server stopped counting. */
export const hitCount = (t: TFunction, language: string, result: Counted) =>
  result.total_capped
    ? t('js.search_results.count_capped', { number: formatted(result.total, language) })
    : formatted(result.total, language);

/** The count beside a module's heading: "12 results", or "More than 1,000 results". */
export const hitTotal = (t: TFunction, language: string, result: Counted) =>
  result.total_capped
    ? t('js.search_results.total_capped', { number: formatted(result.total, language) })
    : t('js.search_results.total', { count: result.total });
