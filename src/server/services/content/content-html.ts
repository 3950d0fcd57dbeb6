// The HTML an editor's body may hold (decision 0281): what the console's editor makes, and nothing
// that could run, restyle the page or load from elsewhere. Applied on every save, so what is stored
// is what is shown; customer pages insert it as it is.
import sanitizeHtml from 'sanitize-html';
import type { RichText } from '../../../domain/content/documents.ts';

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'strong',
    'em',
    'a',
    'ul',
    'ol',
    'li',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
    'blockquote',
    'br',
  ],
  allowedAttributes: { a: ['href'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  // Pictures come from the shop itself (the media library, /images/): a path, never another site.
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // An <img> whose src was taken away is nothing to show.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** A URL's scheme, once the characters a browser ignores in it (controls and spaces) are gone. */
function schemeOf(url: string): { scheme: string | null; protocolRelative: boolean } {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: what a browser drops from a URL is what is looked for.
  const bare = url.replace(/[\u0000-\u0020\u007F-\u009F]/g, '');
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(bare)?.[1]?.toLowerCase() ?? null;
  return { scheme, protocolRelative: /^[/\\]{2}/.test(bare) };
}

/** A link's address the HTML's rules keep: http(s), mailto, tel, or a path of the shop. */
function allowedHref(href: unknown): boolean {
  if (typeof href !== 'string') return false;
  const { scheme, protocolRelative } = schemeOf(href);
  return !protocolRelative && (scheme === null || (options.allowedSchemes as string[]).includes(scheme));
}

/** A picture's address the HTML's rules keep: a path of the shop, never another site. */
function allowedSrc(src: unknown): boolean {
  if (typeof src !== 'string' || src === '') return false;
  const { scheme, protocolRelative } = schemeOf(src);
  return !protocolRelative && scheme === null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The editor's JSON document held to the HTML's rules (decision 0320): a link mark whose address
 * the HTML would lose is dropped (its text stays), a picture that is not the shop's is dropped. The
 * console's editor opens this document again, so a `javascript:` link kept in it would run there.
 */
function sanitizeSource(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sanitizeSource).filter((entry) => entry !== undefined);
  if (!isRecord(value)) return value;
  const attrs = isRecord(value.attrs) ? value.attrs : {};
  if (value.type === 'link' && !allowedHref(attrs.href)) return undefined;
  if (value.type === 'image' && !allowedSrc(attrs.src)) return undefined;
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, entry]) => {
      const clean = sanitizeSource(entry);
      return clean === undefined ? [] : [[key, clean]];
    }),
  );
}

/** The body's HTML with only the allowed tags and attributes, and the editor's JSON held to the same rules. */
export function sanitizeRichText(body: RichText): RichText {
  return { html: sanitizeHtml(body.html, options), source: sanitizeSource(body.source ?? null) ?? null };
}
