import { generateSecret, generateURI, verify } from 'otplib';

/**
 * RFC 6238 as authenticator apps expect it: SHA-1, six digits, 30-second steps. A code of the step
 * before or after the current one is accepted (clocks drift), and only a step later than the last
 * one accepted, so an observed code cannot be replayed.
 */
export const newTotpSecret = () => generateSecret();

export const provisioningUri = (secret: string, issuer: string, account: string) =>
  generateURI({ issuer, label: account, secret });

/** The time step the code belongs to, or null when it is wrong (or of an already used step). */
export async function acceptedStep(
  secret: string,
  code: string,
  lastUsedStep: number | null,
): Promise<number | null> {
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: 30,
      ...(lastUsedStep === null ? {} : { afterTimeStep: lastUsedStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // otplib refuses an afterTimeStep beyond the window (a clock moved back): no code is acceptable.
    return null;
  }
}
