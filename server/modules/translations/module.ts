import { defineModule } from '../../platform/modules/module.js';
import { translationRoutes } from './routes.js';

/**
 * Translations of channels, their widgets and articles: manual ones from editors, and the platform's
 * translation service's for the rest when the network translates automatically.
 */
export const translationsModule = defineModule({ name: 'translations', routes: translationRoutes });
