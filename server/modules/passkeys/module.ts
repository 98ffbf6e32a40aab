import { defineModule } from '../../platform/modules/module.js';
import { passkeysRoutes } from './routes.js';

/** Passkeys (WebAuthn): registered in the account, and a sign-in with one alone (two factors in one). */
export const passkeysModule = defineModule({ name: 'passkeys', routes: passkeysRoutes });
