import { ensureNetwork } from '../../../platform/network/network.js';
import type { SeedStep } from './context.js';

/** The network row: name, sign-in texts, the profile fields the directory shows, optional two-factor. */
export const seedNetwork: SeedStep = async (seed) => {
  await ensureNetwork(seed.db, {
    name: 'Northwind Intranet',
    language: 'en',
    settings: {
      devise_text_before: 'Welcome to the Northwind intranet.\nSign in with your company e-mail address.',
      devise_text_between: 'Forgot your password? The IT service desk helps at extension 4357.',
      devise_text_after: 'Questions about the intranet? Write to it-support@example.com.',
      directory_default_sort: 'last_name',
      profile_fields: [
        { key: 'position', label: 'Position', type: 'text' },
        { key: 'department', label: 'Department', type: 'text' },
        { key: 'location', label: 'Location', type: 'text' },
        { key: 'phone', label: 'Phone', type: 'phone' },
        { key: 'mobile', label: 'Mobile', type: 'phone' },
        { key: 'languages', label: 'Languages', type: 'text' },
      ],
      directory_profile_fields: ['position', 'department', 'location'],
      detection_profile_field: 'position',
      // Optional for everyone: members may add an authenticator app or e-mail codes.
      two_factor: 'enabled',
    },
  });
};
