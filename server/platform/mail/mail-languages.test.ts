import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../network/defaults.js';

/**
 * The server's own texts (mails) sit beside their modules as `Record<Language, …>` objects whose
 * language blocks open with `  <language>: {` at the top level. The type makes a missing language fail
 * to compile; these tests read the blocks' strings for what the type cannot see: a missing key within
 * a language, and German that mixes "Sie" and "du".
 */
const serverRoot = path.resolve(import.meta.dirname, '../..');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });

const textFiles = sourceFiles(serverRoot).filter((file) => {
  const code = readFileSync(file, 'utf8');
  return /^const \w+: (MailTexts<|Record<Language, )/m.test(code) && /^ {2}en: \{/m.test(code);
});

/** The source of each language's block: from `  de: {` to the next top-level language or the end. */
const blocksOf = (code: string): Map<string, string> => {
  const opening = new RegExp(`^  (${LANGUAGES.join('|')}): \\{`, 'gm');
  const starts = [...code.matchAll(opening)].map((match) => ({ language: match[1] ?? '', at: match.index }));
  return new Map(
    starts.map(({ language, at }, index) => {
      const end = starts[index + 1]?.at ?? code.indexOf('\n};', at);
      return [language, code.slice(at, end)];
    }),
  );
};

/** What a reader sees: the quoted and template text of a block (not its keys or parameter names). */
const visibleText = (block: string) =>
  [...block.matchAll(/'((?:[^'\\]|\\.)*)'|`((?:[^`\\]|\\.)*)`|"((?:[^"\\]|\\.)*)"/g)]
    .map((match) => match[1] ?? match[2] ?? match[3] ?? '')
    .map((text) => text.replace(/\$\{[^}]*\}/g, ' '))
    .join('\n');

/** The keys a block defines (`subject:`, `body: (…) =>`). */
const keysOf = (block: string) => [...block.matchAll(/^ {4}([a-zA-Z_]+):/gm)].map((match) => match[1]).sort();

const FORMAL = /\b(Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b|\bSie\b/;
const INFORMAL = /\b(du|Du|dich|Dich|dir|Dir|dein|Dein|deine[mnrs]?|Deine[mnrs]?)\b/;

describe("the server's translated texts", () => {
  it('are found (every mail module)', () => {
    expect(textFiles.length).toBeGreaterThanOrEqual(8);
  });

  it.each(textFiles.map((file) => [path.relative(serverRoot, file), file]))(
    '%s has every language with the English keys',
    (_name, file) => {
      const blocks = blocksOf(readFileSync(file, 'utf8'));
      expect([...blocks.keys()].sort()).toEqual([...LANGUAGES].sort());
      const english = keysOf(blocks.get('en') ?? '');
      expect(english.length).toBeGreaterThan(0);
      for (const language of LANGUAGES) expect(keysOf(blocks.get(language) ?? ''), language).toEqual(english);
    },
  );

  it.each(textFiles.map((file) => [path.relative(serverRoot, file), file]))(
    '%s speaks formally in de and informally in de_DU',
    (_name, file) => {
      const blocks = blocksOf(readFileSync(file, 'utf8'));
      const formal = visibleText(blocks.get('de') ?? '');
      const informal = visibleText(blocks.get('de_DU') ?? '');
      expect(formal.split('\n').filter((line) => INFORMAL.test(line))).toEqual([]);
      expect(informal.split('\n').filter((line) => FORMAL.test(line))).toEqual([]);
    },
  );
});
