import type { ComponentType } from 'react';

/** The map pages in their own chunk (with MapLibre); routes.tsx imports only this small module. */
type Page = () => Promise<{ Component: ComponentType }>;

export const networkMap: Page = () => import('./map-pages').then((m) => ({ Component: m.NetworkMapPage }));
export const membersMap: Page = () => import('./map-pages').then((m) => ({ Component: m.MembersMapPage }));
export const groupMap: Page = () => import('./map-pages').then((m) => ({ Component: m.GroupMapPage }));
