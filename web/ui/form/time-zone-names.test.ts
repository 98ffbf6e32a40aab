import { describe, expect, it } from 'vitest';
import { timeZoneLabel, timeZoneOptions } from './time-zone-names';

describe('time-zone names in the member language', () => {
  it.each([
    ['en', 'Central European Time – Berlin'],
    ['de', 'Mitteleuropäische Zeit – Berlin'],
    ['de_DU', 'Mitteleuropäische Zeit – Berlin'],
    ['es', 'hora de Europa central – Berlin'],
    ['fr', 'heure d’Europe centrale – Berlin'],
  ])('%s names Europe/Berlin', (language, label) => {
    expect(timeZoneLabel('Europe/Berlin', language)).toBe(label);
  });

  it('names UTC by its long name rather than an offset, and keeps the place of a two-word city', () => {
    expect(timeZoneLabel('UTC', 'de')).toBe('Koordinierte Weltzeit');
    expect(timeZoneLabel('America/New_York', 'fr')).toBe('heure de l’Est nord-américain – New York');
  });

  it('sorts the zones by their names in the language', () => {
    const labels = timeZoneOptions(['Europe/Berlin', 'America/New_York', 'Asia/Tokyo'], 'de').map(
      (option) => option.label,
    );
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'de')));
    expect(labels[0]).toBe('Japanische Normalzeit – Tokyo');
  });
});
