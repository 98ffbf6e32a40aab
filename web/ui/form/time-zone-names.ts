/** The Intl locale of an app language (de_DU is German too). */
const intlLocale = (language: string) => language.replace('_DU', '').replace('_', '-');

/**
 * A time zone's name in the member's language: the zone's generic name from the browser's CLDR data
 * ("Mitteleuropäische Zeit", "heure normale d’Europe centrale") with the zone's place
 * ("Mitteleuropäische Zeit – Berlin"), instead of the raw identifier "Europe/Berlin".
 */
export const timeZoneLabel = (zone: string, language: string) => {
  const place = zone.includes('/') ? (zone.split('/').pop() ?? zone).replace(/_/g, ' ') : '';
  const nameOf = (style: 'longGeneric' | 'long') => {
    try {
      return (
        new Intl.DateTimeFormat(intlLocale(language), { timeZone: zone, timeZoneName: style })
          .formatToParts(new Date())
          .find((part) => part.type === 'timeZoneName')?.value ?? ''
      );
    } catch {
      // An identifier this browser does not know keeps its place name alone.
      return '';
    }
  };
  // Zones without a generic name (UTC) come out as an offset ("GMT+00:00"); their long name is a name.
  const generic = [nameOf('longGeneric'), nameOf('long')].find((name) => !/^(GMT|UTC)[+-]/.test(name)) ?? '';
  if (!generic || generic === place) return place || zone;
  return place ? `${generic} – ${place}` : generic;
};

/** The zones with their translated names, in the language's alphabetical order. */
export const timeZoneOptions = (zones: readonly string[], language: string) => {
  const collator = new Intl.Collator(intlLocale(language));
  return zones
    .map((zone) => ({ zone, label: timeZoneLabel(zone, language) }))
    .sort((a, b) => collator.compare(a.label, b.label));
};
