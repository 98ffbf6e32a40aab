/**
 * What other modules use of the network module. The network row itself (settings, flags, design)
 * belongs to the platform and is read through `ctx.network.get()`.
 */
export type { NetworkRecord } from '../../platform/network/network.js';

/** Colour helpers for other modules' designs (groups), so the shades are derived in one place. */
export { contrastRatio, contrastText, deriveColors, hashColor, parseHex } from './colors.js';
