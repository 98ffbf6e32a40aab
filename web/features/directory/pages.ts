import type { ComponentType } from 'react';

/**
 * The directory pages, each in its own chunk; routes.tsx imports only this small module, so the route
 * table that joins the first visit carries no page code.
 */
type Page = () => Promise<{ Component: ComponentType }>;

export const directory: Page = () => import('./directory-page');
export const discoverGroups: Page = () => import('./discover-groups-page');
