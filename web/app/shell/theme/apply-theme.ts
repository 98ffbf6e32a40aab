import type { Design } from '../../api/types';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

const variableName = (name: string) =>
  `--theme-${name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .toLowerCase()}`;

/**
 * The design's colours and derived colours as CSS variables (`primary_hover` → `--theme-primary-hover`).
 * Only well-formed hex colours pass, so a design cannot inject other CSS. `only` keeps the names that
 * start with a prefix (channel pages inject only `channel-*` derived colours).
 */
export const themeVariables = (design: Pick<Design, 'colors' | 'derivedColors'>, only?: string) => {
  const variables: Record<string, string> = {};
  const add = (colors: Record<string, string> | undefined) => {
    for (const [name, value] of Object.entries(colors ?? {})) {
      if (only && !name.replace(/_/g, '-').startsWith(only)) continue;
      if (HEX.test(value)) variables[variableName(name)] = value;
    }
  };
  if (!only) add(design.colors);
  add(design.derivedColors);
  return variables;
};

/** Sets the variables on an element (the document root for the network) and returns an undo. */
export const applyTheme = (
  variables: Record<string, string>,
  element: HTMLElement = document.documentElement,
) => {
  for (const [name, value] of Object.entries(variables)) element.style.setProperty(name, value);
  return () => {
    for (const name of Object.keys(variables)) element.style.removeProperty(name);
  };
};

/** Part 3 section 9 and part 1 section 9: header logo and banner heights in pixels. */
export const LOGO_HEIGHTS = { default: 60, extended: 80, hidden: 0 } as const;
export const BANNER_HEIGHTS = { hidden: 0, color: 20, image: 120 } as const;
