/** Apps, items and the card wall. */
export { appsRoutes, groupAppsRoutes } from './routes';
