import type { ChannelDesignColors } from '../../../contract/channels';
import { DESIGN_CONTRAST_MIN } from '../../../contract/channels';
import { themeVariables } from '../../app/shell/theme/apply-theme';
import { contrastRatio } from '../../ui/contrast';

/**
 * A channel's colours on its pages (part 1 section 2.2): only the derived colours named `channel-*`
 * become CSS variables, on the channel's own element, so they end with the channel's pages. The
 * channel's primary colour then stands in for the network's inside that element.
 */
export function channelDesignStyle(derivedColors: Record<string, string>): Record<string, string> {
  const variables = themeVariables({ colors: {}, derivedColors }, 'channel-');
  const alias = (name: string, from: string) => {
    if (variables[from]) variables[name] = `var(${from})`;
  };
  alias('--color-primary', '--theme-channel-primary');
  alias('--color-primary-hover', '--theme-channel-primary-hover');
  alias('--color-primary-soft', '--theme-channel-primary-light');
  alias('--color-on-primary', '--theme-channel-primary-contrast');
  // Widget titles on a coloured bar need room below the text (widget-views.tsx).
  if (variables['--theme-channel-title-background']) variables['--channel-title-padding'] = '0.75rem';
  return variables;
}

const DARK = '#1b2430';
const LIGHT = '#ffffff';
/** The text colour the server derives on a background (`-contrast`): dark or white, whichever reads better. */
export const derivedTextOn = (background: string) =>
  (contrastRatio(background, DARK) ?? 0) >= (contrastRatio(background, LIGHT) ?? 0) ? DARK : LIGHT;

export type DesignContrastProblem = { field: keyof ChannelDesignColors; ratio: number };

/** The server's rule (channels/design-colors.ts): text on the chosen colours reaches WCAG AA. */
export function designContrastProblems(colors: ChannelDesignColors): DesignContrastProblem[] {
  const problems: DesignContrastProblem[] = [];
  if (colors.primary) {
    const ratio = contrastRatio(derivedTextOn(colors.primary), colors.primary) ?? 21;
    if (ratio < DESIGN_CONTRAST_MIN) problems.push({ field: 'primary', ratio });
  }
  if (colors.title_background) {
    const text = colors.title_text ?? derivedTextOn(colors.title_background);
    const ratio = contrastRatio(text, colors.title_background) ?? 21;
    if (ratio < DESIGN_CONTRAST_MIN) {
      problems.push({ field: colors.title_text ? 'title_text' : 'title_background', ratio });
    }
  }
  return problems;
}
