import { featureStrings } from '../../i18n/feature-strings';

/** js.audit_log.* */
export const loadAuditLogStrings = featureStrings({
  en: () => import('./locales/en.json'),
  de: () => import('./locales/de.json'),
  de_DU: () => import('./locales/de_DU.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
});
