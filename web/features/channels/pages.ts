/** The channel pages, each in its own chunk; routes.tsx imports only this module. */
export const channels = () => import('./channels-page');
export const channel = () => import('./channel-page');
export const newChannel = () => import('./new-channel-page');
export const editChannel = () => import('./edit-channel-page');
export const assignSubscriptions = () => import('./assign-subscriptions-page');
export const channelDesign = () => import('./design-edit-page');
