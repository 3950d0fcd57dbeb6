// Where a redirect may send the customer back to: only a path on this site. A value
// from a query string or form ('back', 'app') that is absolute, protocol-relative
// ('//evil.example') or otherwise odd falls back, so no link of ours can be used to
// send someone elsewhere.
export function localPath(value: string | null | undefined, fallback = '/'): string {
  if (typeof value !== 'string' || value.length > 512) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Control characters (a smuggled newline in a header) are never part of a path we made.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point of this check.
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  // A path may hold any text (a Devanagari category: /category/फल); as a Location header it must
  // be ASCII, so what is not ASCII is percent-encoded (UTF-8), as a browser would send it.
  try {
    return value.replace(/[^\u0021-\u007e]+/gu, (run) => encodeURI(run));
  } catch {
    // A lone surrogate has no UTF-8 form: not a path we made.
    return fallback;
  }
}
