/** The time zones the browser knows (the field adds the member's own if it is missing). */
export const supportedTimeZones = () =>
  typeof Intl.supportedValuesOf === 'function'
    ? Intl.supportedValuesOf('timeZone')
    : ['UTC', 'Europe/Berlin'];
