import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from './api/query-client';
import { meQuery } from './api/use-me';
import { networkQuery } from './api/use-network';
import { BootScreen } from './auth/boot-screen';
import { createRouter } from './router';
import { SessionEffects } from './session-effects';

/** Providers and the router. Network and member are asked for at once, in parallel. */
export const App = () => {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    void client.prefetchQuery(networkQuery);
    void client.prefetchQuery(meQuery);
    return client;
  });
  const [router] = useState(createRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<BootScreen />}>
        <SessionEffects />
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>
  );
};
