export { statisticsGroupRoutes, statisticsRoutes } from './routes';
