import type { FactorType } from '../../../contract/two-factor.js';
import type { NetworkSettings } from '../../platform/network/defaults.js';

type TwoFactorSettings = Pick<
  NetworkSettings,
  'two_factor' | 'two_factor_totp_available' | 'two_factor_email_available'
>;

/** A new factor of this type may be set up (part 3 §3.1). */
export function factorTypeAvailable(settings: TwoFactorSettings, type: FactorType): boolean {
  if (settings.two_factor === 'disabled') return false;
  return type === 'totp' ? settings.two_factor_totp_available : settings.two_factor_email_available;
}

/** Sign-in asks for a second factor when the network uses two-factor and the member has one. */
export const signInNeedsFactor = (settings: TwoFactorSettings, factorCount: number) =>
  settings.two_factor !== 'disabled' && factorCount > 0;

/** The network enforces two-factor and the member has none: they set one up before anything else. */
export const signInNeedsSetup = (settings: TwoFactorSettings, factorCount: number) =>
  settings.two_factor === 'enforced' && factorCount === 0;

/** While two-factor is enforced, the last factor stays (it could only be replaced by signing in again). */
export const mayDeleteFactor = (settings: TwoFactorSettings, factorCount: number) =>
  settings.two_factor !== 'enforced' || factorCount > 1;

/** An administrator's reset of a member's factors needs two-factor not disabled (part 3 §6). */
export const mayResetFactors = (settings: TwoFactorSettings) => settings.two_factor !== 'disabled';
