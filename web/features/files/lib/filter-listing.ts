/** The listing's own search: names containing every word typed, ignoring case and accents. */
const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export const matchesQuery = (name: string, query: string) => {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const folded = fold(name);
  return words.every((word) => folded.includes(word));
};

export const filterByName = <T extends { name: string }>(entries: T[], query: string) =>
  entries.filter((entry) => matchesQuery(entry.name, query));
