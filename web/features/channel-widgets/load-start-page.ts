import { loadChannelWidgetStrings } from './strings';

/** The start page with its strings, for the lazy wrapper of index.ts. */
export const loadStartPage = async () => {
  const [module] = await Promise.all([import('./start-page'), loadChannelWidgetStrings()]);
  return { default: module.ChannelStartPage };
};
