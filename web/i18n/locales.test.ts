import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import de from './locales/de.json';
import deDu from './locales/de_DU.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';

type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
  );

const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (key: string) => key.replace(PLURAL, '');
/**
 * Features and the form controls ship their own strings beside them (see feature-strings.ts); tests
 * see them merged.
 */
const featureLocales = (language: string): Tree[] => {
  const features = path.resolve(import.meta.dirname, '../features');
  return [
    ...readdirSync(features).map((feature) => path.join(features, feature, 'locales', `${language}.json`)),
    path.resolve(import.meta.dirname, '../ui/form/locales', `${language}.json`),
    path.resolve(import.meta.dirname, '../ui/image-crop/locales', `${language}.json`),
  ]
    .filter((file) => existsSync(file))
    .map((file) => JSON.parse(readFileSync(file, 'utf8')) as Tree);
};
/** Data names (data-names.ts) have no English entries: the stored English name is its own English. */
const DATA_NAMES = /^js\.data_names\./;
const keysOf = (core: Tree, language: string) =>
  [...flatten(core), ...featureLocales(language).flatMap((tree) => flatten(tree))]
    .filter((key) => !DATA_NAMES.test(key))
    .sort();
const entries = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entries(value, `${prefix}${key}.`),
  );
const stringsOf = (core: Tree, language: string) =>
  new Map([...entries(core), ...featureLocales(language).flatMap((tree) => entries(tree))]);
/**
 * Formal German address. "Sie" is case-sensitive, so a sentence that begins with "Sie" (they) matches
 * too; de_DU then rewords it (see two_factor.backup_codes.intro), which is what an informal reader
 * needs anyway.
 */
const FORMAL = /\b(Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b|\bSie\b/;
const INFORMAL = /\b(du|Du|dich|Dich|dir|Dir|dein|Dein|deine[mnrs]?|Deine[mnrs]?)\b/;
const englishKeys = new Set(keysOf(en as Tree, 'en'));
const englishBases = new Set([...englishKeys].map(base));

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

describe('locales', () => {
  it.each([
    ['de', de],
    ['es', es],
    ['fr', fr],
  ])('%s has exactly the English keys', (language, core) => {
    expect(keysOf(core as Tree, language)).toEqual([...englishKeys].sort());
  });

  it('informal German only overrides keys that exist in English (the rest falls back to German)', () => {
    for (const key of keysOf(deDu as Tree, 'de_DU')) expect(englishKeys, key).toContain(key);
  });

  it('formal German addresses the reader with "Sie" only', () => {
    const informal = [...stringsOf(de as Tree, 'de')].filter(([, text]) => INFORMAL.test(text));
    expect(informal).toEqual([]);
  });

  it('informal German overrides every formal German string, and in "du"', () => {
    const informal = stringsOf(deDu as Tree, 'de_DU');
    const formal = [...stringsOf(de as Tree, 'de')].filter(([, text]) => FORMAL.test(text));
    expect(formal.length).toBeGreaterThan(50);
    expect(formal.map(([key]) => key).filter((key) => !informal.has(key))).toEqual([]);
    expect([...informal].filter(([, text]) => FORMAL.test(text))).toEqual([]);
  });

  it('loads every locale file a feature ships (one its strings loader does not name never reaches the page)', () => {
    const folders = [
      ...readdirSync(path.resolve(import.meta.dirname, '../features')).map((feature) =>
        path.resolve(import.meta.dirname, '../features', feature),
      ),
      path.resolve(import.meta.dirname, '../ui/form'),
    ].filter((folder) => existsSync(path.join(folder, 'locales')));
    const unloaded = folders.flatMap((folder) => {
      const files = readdirSync(path.join(folder, 'locales')).filter((file) => file.endsWith('.json'));
      if (files.length === 0) return [];
      const code = sourceFiles(folder)
        .map((file) => readFileSync(file, 'utf8'))
        .join('\n');
      return files
        .filter((file) => !code.includes(`import('./locales/${file}')`))
        .map((file) =>
          path.relative(path.resolve(import.meta.dirname, '..'), path.join(folder, 'locales', file)),
        );
    });
    expect(unloaded).toEqual([]);
  });

  it('knows every literal key the code uses', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const used = new Set<string>();
    for (const file of sourceFiles(root)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/['"`](js\.[a-z0-9_.]+[a-z0-9_])['"`]/g)) {
        if (match[1]) used.add(match[1]);
      }
    }
    expect(used.size).toBeGreaterThan(50);
    const missing = [...used].filter((key) => !englishBases.has(key));
    expect(missing).toEqual([]);
  });

  it('translates every field error key the server answers, the form strings in all five languages', () => {
    const repository = path.resolve(import.meta.dirname, '../..');
    const serverKeys = new Set<string>();
    for (const dir of ['server', 'contract']) {
      for (const file of sourceFiles(path.join(repository, dir))) {
        const code = readFileSync(file, 'utf8');
        for (const match of code.matchAll(
          /['"`]((?:errors|calendars\.validation_errors)\.[a-z0-9_.]+[a-z0-9_])['"`]/g,
        )) {
          if (match[1]) serverKeys.add(match[1]);
        }
      }
    }
    expect(serverKeys.size).toBeGreaterThan(40);
    expect([...serverKeys].filter((key) => !englishKeys.has(`js.${key}`))).toEqual([]);
    const formKeys = (language: string) =>
      flatten(
        JSON.parse(
          readFileSync(path.resolve(import.meta.dirname, '../ui/form/locales', `${language}.json`), 'utf8'),
        ) as Tree,
      ).sort();
    for (const language of ['de', 'de_DU', 'es', 'fr'])
      expect(formKeys(language), language).toEqual(formKeys('en'));
  });

  it('has the keys named by the spec', () => {
    for (const key of [
      'js.generic_error',
      'js.saving_successful',
      'js.saving_failure',
      'js.delete_successful',
    ]) {
      expect(englishKeys).toContain(key);
    }
  });
});
