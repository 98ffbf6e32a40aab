import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n/feature-strings';
import { loadSsoStrings } from './strings';

/** The single sign-on providers' administration. */
export const ssoRoutes: RouteObject[] = [
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
