import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import filesEn from '../features/files/locales/en.json';
import messagesEn from '../features/messages/locales/en.json';
import searchEn from '../features/search/locales/en.json';
import en from '../i18n/locales/en.json';
import formEn from '../ui/form/locales/en.json';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});
// Features' own strings, which the app loads with their routes (i18n/feature-strings.ts).
for (const strings of [filesEn, messagesEn, searchEn, formEn])
  i18n.addResourceBundle('en', 'translation', strings, true, false);

/** An i18n instance with the English strings, loaded synchronously for tests. */
export const testI18n = i18n;

export const createTestQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** Renders routes in a memory router with query client and English translations. */
export const renderRoutes = (
  routes: RouteObject[],
  initialPath = '/',
  queryClient = createTestQueryClient(),
) => {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, router, queryClient };
};

/** Renders one element at "/". */
export const renderWithProviders = (element: ReactElement, initialPath = '/') =>
  renderRoutes([{ path: '*', element }], initialPath);
