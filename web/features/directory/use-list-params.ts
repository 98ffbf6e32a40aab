import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MEMBER_SEARCH_DEBOUNCE_MS, memberSearchTerm } from '../../app/api/member-search';
import { useDebouncedValue } from '../../ui/use-debounced-value';

const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);

/**
 * A directory list's state lives in the URL (q, page, letter, sort, filters), so a list can be linked
 * and the back button restores it. The search text follows the URL after the 375 ms debounce; any
 * other change starts again at page 1.
 */
export const useListParams = () => {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const debounced = useDebouncedValue(text, MEMBER_SEARCH_DEBOUNCE_MS).trim();

  useEffect(() => {
    setParams(
      (current) => {
        if ((current.get('q') ?? '') === debounced) return current;
        const next = new URLSearchParams(current);
        if (debounced) next.set('q', debounced);
        else next.delete('q');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [debounced, setParams]);

  const set = (key: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      if (key !== 'page') next.delete('page');
      return next;
    });

  return {
    params,
    text,
    setText,
    /** The settled search as the server takes it (a trailing * for prefixes). */
    q: memberSearchTerm(params.get('q') ?? ''),
    page: pageOf(params.get('page')),
    set,
  };
};
