import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n/feature-strings';
import { loadSsoStrings } from './strings';

/** The single sign-on providers' and provisioning tokens' administration. */
export const ssoRoutes: RouteObject[] = [
  {
    path: 'administration/scim_tokens',
    lazy: withStrings(loadSsoStrings, () => import('./scim-tokens-page')),
  },
  {
    path: 'administration/sso_providers',
    lazy: withStrings(loadSsoStrings, () => import('./providers-page')),
  },
  {
    path: 'administration/sso_providers/new',
    lazy: withStrings(loadSsoStrings, () =>
      import('./provider-form-page').then((m) => ({ Component: m.NewProviderPage })),
    ),
  },
  {
    path: 'administration/sso_providers/:providerId/edit',
    lazy: withStrings(loadSsoStrings, () =>
      import('./provider-form-page').then((m) => ({ Component: m.EditProviderPage })),
    ),
  },
];
