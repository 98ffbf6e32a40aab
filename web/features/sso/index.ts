/** What the sign-in page shows of single sign-on; small, because it is on the first page. */
export { SsoSignInError, SsoSignInLinks } from './sign-in-links';
