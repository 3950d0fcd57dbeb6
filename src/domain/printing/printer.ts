// A store's network thermal printer (decision 0333): where it is on the shop's network. The rules
// of the address live here, for the request's schema and its tests.

/** The port ESC/POS printers listen on for raw print jobs (JetDirect). */
export const DEFAULT_PRINTER_PORT = 9100;
/**
 * Ports a printer may be set on: none below 1024, so the setting cannot point the server at a
 * mail, web or database server's well-known port (docs/security.md "Receipt printers").
 */
export const PRINTER_PORT_RANGE = { min: 1024, max: 65_535 } as const;

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;

/** An IPv4 address (192.168.1.50) or a host name of the shop's network (counter-printer.local). */
export function isPrinterHost(text: string): boolean {
  if (IPV4.test(text)) return true;
  // All digits and dots but not an address (192.168.1) is a mistyped address, not a name.
  if (/^[\d.]+$/.test(text) || text.length > 253) return false;
  return text.split('.').every((label) => HOST_LABEL.test(label));
}
