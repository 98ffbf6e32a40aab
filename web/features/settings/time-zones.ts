/** The time zones the browser knows, with the member's own first if it is missing from the list. */
export const timeZoneOptions = (current: string) => {
  const supported =
    typeof Intl.supportedValuesOf === 'function'
      ? Intl.supportedValuesOf('timeZone')
      : ['UTC', 'Europe/Berlin'];
  return supported.includes(current) || !current ? supported : [current, ...supported];
};
