import { PushSettingsCard } from './push-settings-card';
import { loadDevicesStrings } from './strings';

/** The push settings card with its strings, in their own lazy chunk. */
export const loadPushSettings = () => loadDevicesStrings().then(() => ({ default: PushSettingsCard }));
