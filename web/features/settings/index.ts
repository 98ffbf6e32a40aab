/** What other features use of the settings: the time zones offered to choose from. */
export { supportedTimeZones } from './time-zones';
