import type { NetworkLocation } from '../../platform/network/defaults.js';

/**
 * The profile field that holds where a member is. The network's profile fields are free text without
 * an address type; the standard "Location" field is the one members fill with their office or town.
 */
export const MEMBER_ADDRESS_FIELD = 'location';

/** Longer texts are no address; they are neither geocoded nor stored as a key. */
export const MAX_ADDRESS_LENGTH = 500;

/** The address as the geocoder is asked: trimmed, inner whitespace collapsed; null when empty or too long. */
export function cleanAddress(value: string | null | undefined): string | null {
  const cleaned = (value ?? '').normalize('NFC').replace(/\s+/g, ' ').trim();
  return cleaned && cleaned.length <= MAX_ADDRESS_LENGTH ? cleaned : null;
}

/**
 * The cache key of an address: case and punctuation spacing do not make another place, so
 * "Hauptstraße 1,  Berlin" and "hauptstraße 1, berlin" share one geocode.
 */
export function addressKey(address: string): string {
  return address.toLocaleLowerCase('und').replace(/\s*,\s*/g, ', ');
}

/** The network location of the settings as one line: "street number, zip city, state, country". */
export function networkAddress(location: NetworkLocation): string | null {
  const line = (...parts: string[]) =>
    parts
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' ');
  return cleanAddress(
    [
      line(location.street, location.number),
      line(location.zip, location.city),
      location.state.trim(),
      location.country.trim(),
    ]
      .filter(Boolean)
      .join(', '),
  );
}
