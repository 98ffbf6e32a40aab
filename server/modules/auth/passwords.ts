import { hash, verify } from '@node-rs/argon2';

/** Argon2id with the library's default cost; every stored password hash is made here. */
export const hashPassword = (password: string) => hash(password);

/**
 * Verified when the e-mail is unknown, so that a wrong address takes as long as a wrong password and
 * response times do not tell which addresses have accounts.
 */
let dummyHash: Promise<string> | undefined;
const timingDummy = () => {
  dummyHash ??= hashPassword('no account has this password; it only costs time');
  return dummyHash;
};

/** Whether the password matches the stored hash; without one, a dummy is verified for the timing. */
export async function passwordMatches(storedHash: string | null, password: string): Promise<boolean> {
  try {
    return await verify(storedHash ?? (await timingDummy()), password);
  } catch {
    // A malformed stored hash is a wrong password, not a server error.
    return false;
  }
}
