/**
 * The contrast check of the design form (WCAG 2.1, success criterion 1.4.3): the form warns about
 * text colours that are hard to read on their background; saving stays possible.
 */
import { AA_TEXT_RATIO, contrastRatio } from '../../ui/contrast';

export { contrastRatio };

/** The pairs of the design whose text would be hard to read: text colour over its background. */
export const CONTRAST_PAIRS = [
  { text: 'header_text', background: 'header_background' },
  { text: 'userbar_text', background: 'userbar_background' },
] as const;

export type ContrastProblem = { text: string; background: string; ratio: number };

export function contrastProblems(colors: Record<string, string>): ContrastProblem[] {
  return CONTRAST_PAIRS.flatMap(({ text, background }) => {
    const ratio = contrastRatio(colors[text] ?? '', colors[background] ?? '');
    return ratio !== null && ratio < AA_TEXT_RATIO ? [{ text, background, ratio }] : [];
  });
}
