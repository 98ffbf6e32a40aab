import type { RouteObject } from 'react-router';

/**
 * /chat and its inner views: one lazy page that reads the view from the path (the splat may be empty).
 * It loads through a tiny first chunk, so the first page does not carry the chat's preload list.
 */
export const chatRoutes: RouteObject[] = [
  { path: 'chat/*', lazy: () => import('./views/load-chat-page').then((module) => module.loadChatPage()) },
];
