import { defineModule } from '../../platform/modules/module.js';
import { propertySetRoutes } from './routes.js';

/**
 * Property sets: typed field definitions of the network and of groups, and the one validator of
 * their values (`validatePropertyValues`) that apps and profiles store through.
 */
export const propertySetsModule = defineModule({ name: 'property-sets', routes: propertySetRoutes });
