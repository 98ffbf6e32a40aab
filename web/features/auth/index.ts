/**
 * What other features use of signing in: the ALTCHA proof-of-work widget (the registration page of
 * joining asks for it too), loaded only when a page needs it.
 */
export type { SignInChallengeProps as ChallengeWidgetProps } from './sign-in-challenge';
export const loadChallengeWidget = () =>
  import('./sign-in-challenge').then((module) => module.loadSignInChallenge());
