/** The stored profile with `changes` applied: trimmed values; empty text removes the value. */
export function mergedProfile(
  current: Record<string, string>,
  changes: Record<string, string>,
): Record<string, string> {
  const next = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value.trim() === '') delete next[key];
    else next[key] = value.trim();
  }
  return next;
}
