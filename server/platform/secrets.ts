/**
 * Weak-secret checks for what an operator or the first administrator chooses: the session secret,
 * SEED_PASSWORD, an administrator's password. A heuristic: it cannot prove a secret random, but it
 * refuses what attackers try first (examples from documentation, common passwords, repeated or
 * sequential characters, too little variety).
 */

/** Values that appear in documentation, examples and this project's development fallback. */
const KNOWN_SECRETS = new Set([
  'development-only-session-secret-do-not-use-in-production',
  'changeme',
  'change-me',
  'secret',
  'password',
]);

/** Fragments of the passwords tried first; a password containing one is refused. */
const COMMON_FRAGMENTS = [
  'password',
  'passwort',
  'contraseña',
  'motdepasse',
  'qwerty',
  'qwertz',
  'azerty',
  'letmein',
  'welcome',
  'willkommen',
  'changeme',
  'admin',
  'secret',
  'geheim',
  'iloveyou',
  'demo',
  'intranet',
  '123456',
  '654321',
  'abcdef',
];

/** Bits of the characters' empirical (Shannon) entropy times the length: an upper bound for guessing. */
export function estimatedBits(value: string): number {
  const chars = [...value];
  const counts = new Map<string, number>();
  for (const char of chars) counts.set(char, (counts.get(char) ?? 0) + 1);
  let perChar = 0;
  for (const count of counts.values()) {
    const p = count / chars.length;
    perChar -= p * Math.log2(p);
  }
  return Math.round(perChar * chars.length);
}

/** One short unit repeated ("abcabcabc", "xyxyxy"). */
const isRepetition = (value: string) => /^(.{1,16}?)\1+$/su.test(value);

/** Most neighbouring characters are consecutive ("abcdef", "987654", "12345678"). */
function isMostlySequential(value: string): boolean {
  const codes = [...value].map((char) => char.codePointAt(0) ?? 0);
  let steps = 0;
  for (let i = 1; i < codes.length; i++) {
    const previous = codes[i - 1] ?? 0;
    if (Math.abs((codes[i] ?? 0) - previous) === 1) steps++;
  }
  return codes.length > 2 && steps >= (codes.length - 1) * 0.6;
}

export type SecretRule = { minLength: number; minBits: number };

/** SESSION_SECRET: signs cookies; 32 characters of a random generator carry far more than 96 bits. */
export const SESSION_SECRET_RULE: SecretRule = { minLength: 32, minBits: 96 };
/** Passwords people type: a long passphrase passes, "Summer2024!" does not. */
export const PASSWORD_RULE: SecretRule = { minLength: 12, minBits: 40 };

export type Weakness = 'too_short' | 'known' | 'common' | 'pattern' | 'predictable';

/** Why `value` is a weak secret under `rule`, or null when it passes. */
export function secretWeakness(value: string, rule: SecretRule, personal: string[] = []): Weakness | null {
  if ([...value].length < rule.minLength) return 'too_short';
  const lower = value.toLowerCase();
  if (KNOWN_SECRETS.has(lower)) return 'known';
  const fragments = [
    ...COMMON_FRAGMENTS,
    ...personal.map((p) => p.toLowerCase()).filter((p) => p.length >= 3),
  ];
  if (fragments.some((fragment) => lower.includes(fragment))) return 'common';
  if (isRepetition(value) || isMostlySequential(value)) return 'pattern';
  if (estimatedBits(value) < rule.minBits) return 'predictable';
  return null;
}

const EXPLANATIONS: Record<Weakness, (rule: SecretRule) => string> = {
  too_short: (rule) => `must be at least ${rule.minLength} characters`,
  known: () => 'is a published example value',
  common: () => 'contains a common password or a word of the product',
  pattern: () => 'repeats or counts characters',
  predictable: () => 'is too predictable (too few different characters)',
};

/** A phrase for the configuration error line: "SESSION_SECRET <phrase>". */
export const explainWeakness = (weakness: Weakness, rule: SecretRule) => EXPLANATIONS[weakness](rule);
