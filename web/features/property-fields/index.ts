/**
 * Forms and displays built from property sets (part 1 sections 3, 5, 6 and 8), for apps, profiles and
 * any other form whose fields an administrator defines. Load `loadPropertyFieldStrings` with the page.
 */
export { PropertyDisplay, PropertyDisplays } from './property-display';
export { PropertyField, type RelationChooser, UnsupportedField } from './property-field';
export { PropertyFields } from './property-fields';
export { propertySetGroupRoutes, propertySetRoutes } from './routes';
export { loadPropertyFieldStrings } from './strings';
export {
  apiValueOf,
  apiValuesOf,
  canUpdateField,
  type FieldProperty,
  type FormValue,
  formValueOf,
  formValuesOf,
} from './values';
