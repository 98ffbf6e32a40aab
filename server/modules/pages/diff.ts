import { diffLines, diffWordsWithSpace } from 'diff';
import type { PageDiffPart } from '../../../contract/pages.js';

/**
 * A word diff takes time quadratic in the changes at worst; a page of the largest size with little in
 * common must not hold a request for long. Past this budget the line diff is used, and past its own
 * budget the two texts are shown as removed and added whole.
 */
const WORD_DIFF_MS = 500;
const LINE_DIFF_MS = 500;

type Change = { value: string; added?: boolean; removed?: boolean };

const toParts = (changes: readonly Change[]): PageDiffPart[] =>
  changes
    .filter((change) => change.value.length > 0)
    .map((change) => ({
      kind: change.added ? 'added' : change.removed ? 'removed' : 'unchanged',
      text: change.value,
    }));

/** The parts of `after` against `before`: unchanged, removed and added runs in reading order. */
export function diffParts(before: string, after: string): PageDiffPart[] {
  const words = diffWordsWithSpace(before, after, { timeout: WORD_DIFF_MS });
  if (words) return toParts(words);
  const lines = diffLines(before, after, { timeout: LINE_DIFF_MS });
  if (lines) return toParts(lines);
  return toParts([
    { value: before, removed: true },
    { value: after, added: true },
  ]);
}
