/**
 * A cell a spreadsheet must not run as a formula: text starting with =, +, -, @, a tab or a carriage
 * return gets a leading apostrophe (OWASP's advice on CSV injection). Every CSV export uses it.
 */
export function inertCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
