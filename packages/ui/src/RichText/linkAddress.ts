/** The schemes a link in lesson content may use: web pages and e-mail addresses. */
const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/**
 * Whether a typed link address may become a link: an absolute `http(s)://` address with a host, or
 * `mailto:` with a recipient. Relative paths and other schemes (`javascript:`, `data:`, `ftp:`)
 * are refused, as the reader view (`sanitizeRichText`) would drop them anyway.
 */
export function isAllowedLinkAddress(address: string): boolean {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return false;
  }
  if (!ALLOWED_PROTOCOLS.has(url.protocol)) return false;
  return url.protocol === 'mailto:' ? url.pathname !== '' : url.hostname !== '';
}
