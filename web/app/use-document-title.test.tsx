import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, renderRoutes } from '../test/render';
import { queryKeys } from './api/query-keys';
import { useDocumentTitle } from './use-document-title';

const Page = ({ title }: { title?: string }) => {
  useDocumentTitle(title);
  return null;
};

describe('useDocumentTitle', () => {
  it('writes "<page> – <network name>" with the network name from the cached network', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(queryKeys.network, { name: 'Northwind Intranet' });
    renderRoutes([{ path: '*', element: <Page title="Inbox" /> }], '/', queryClient);
    await waitFor(() => expect(document.title).toBe('Inbox – Northwind Intranet'));
  });

  it('shows the network name alone while the page has no title yet', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(queryKeys.network, { name: 'Northwind Intranet' });
    renderRoutes([{ path: '*', element: <Page /> }], '/', queryClient);
    await waitFor(() => expect(document.title).toBe('Northwind Intranet'));
  });
});
