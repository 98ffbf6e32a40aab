import {
  CHANNEL_DESIGN_COLORS,
  type ChannelDesignColors,
  DESIGN_CONTRAST_MIN,
} from '../../../contract/channels.js';
import type { FieldErrors } from '../../platform/errors.js';
import { contrastRatio, contrastText, deriveColors, parseHex } from '../network/service.js';

/** The channel's colours as stored (`design_colors`), their derived shades and the contrast rule. */

export const designColorsOf = (record: {
  designColors: Partial<ChannelDesignColors>;
}): ChannelDesignColors => ({
  primary: record.designColors.primary ?? null,
  title_background: record.designColors.title_background ?? null,
  title_text: record.designColors.title_text ?? null,
});

/** The shades the channel page injects, all named `channel-*` (the shell keeps only those). */
export function channelDerivedColors(colors: Partial<ChannelDesignColors>): Record<string, string> {
  const base: Record<string, string> = {};
  for (const name of CHANNEL_DESIGN_COLORS) {
    const value = colors[name];
    if (value) base[`channel_${name}`] = value;
  }
  return Object.fromEntries(
    Object.entries(deriveColors(base)).filter(([name]) => name.startsWith('channel-')),
  );
}

const ratio = (text: string, background: string) => {
  const [a, b] = [parseHex(text), parseHex(background)];
  return a && b ? contrastRatio(a, b) : 21;
};

/** The colours' field errors: text below AA on its background, a title colour without background. */
export function designProblems(colors: ChannelDesignColors): FieldErrors {
  const errors: FieldErrors = {};
  const low = 'errors.channels.design_contrast';
  if (
    colors.primary &&
    ratio(contrastText(parseHex(colors.primary) ?? [0, 0, 0]), colors.primary) < DESIGN_CONTRAST_MIN
  ) {
    errors['design.colors.primary'] = [low];
  }
  if (colors.title_text && !colors.title_background) {
    errors['design.colors.title_background'] = ['errors.channels.design_title_background_required'];
  }
  if (colors.title_background) {
    const text = colors.title_text ?? contrastText(parseHex(colors.title_background) ?? [0, 0, 0]);
    if (ratio(text, colors.title_background) < DESIGN_CONTRAST_MIN) {
      errors[colors.title_text ? 'design.colors.title_text' : 'design.colors.title_background'] = [low];
    }
  }
  return errors;
}
