/** "Name <address>" with the name quoted, so commas or angle brackets in a name stay in the name. */
export const formatAddress = (name: string, address: string) =>
  name ? `"${name.replace(/["\\\r\n]/g, '')}" <${address}>` : address;
