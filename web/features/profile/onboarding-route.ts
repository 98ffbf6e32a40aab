import { loadProfileStrings } from './strings';

/**
 * The onboarding page for the route table, with the profile's strings: loaded together from this
 * lazy module, so neither the strings loader nor the image crop's travels with the first page.
 */
export const onboardingRoute = async () => {
  const [, page] = await Promise.all([loadProfileStrings(), import('./onboarding-page')]);
  return page;
};
