import { describe, expect, it } from 'vitest';
import { mailDateLocale, mailTextsFor } from './mail-texts.js';

const texts = { de: 'Sie', de_DU: 'du', en: 'you', es: 'tú', fr: 'vous' };

describe('mail texts', () => {
  it('answers the recipient’s language and English for a locale the product does not know', () => {
    expect(mailTextsFor(texts, 'de')).toBe('Sie');
    expect(mailTextsFor(texts, 'de_DU')).toBe('du');
    expect(mailTextsFor(texts, 'fr')).toBe('vous');
    expect(mailTextsFor(texts, 'pt_BR')).toBe('you');
    expect(mailTextsFor(texts, '')).toBe('you');
    expect(mailTextsFor(texts, 'pt_BR', 'de_DU')).toBe('du');
    expect(mailTextsFor(texts, 'pt_BR', 'xx')).toBe('you');
    expect(mailDateLocale('es')).toBe('es-ES');
    expect(mailDateLocale('xx')).toBe('en-GB');
  });
});
