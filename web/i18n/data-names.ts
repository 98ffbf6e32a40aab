import type { TFunction } from 'i18next';

/** Only single words can be the product's own names; anything else an administrator typed is kept. */
const BUILT_IN = /^[A-Za-z]+$/;

/**
 * A name the product itself gave to data (the group categories that installations and the demo start
 * with: Department(s), Project(s), Community/Communities) in the member's language, looked up by the
 * stored English name under js.data_names; names an administrator chose are shown as they are. English
 * has no entries (the stored name is the English one), which keeps them off the first page's strings.
 */
export const dataName = (t: TFunction, name: string): string =>
  BUILT_IN.test(name) ? t(`js.data_names.${name}`, { defaultValue: name }) : name;
