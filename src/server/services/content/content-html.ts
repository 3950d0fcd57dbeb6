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

/** The body's HTML with only the allowed tags and attributes; the editor's JSON kept as it came. */
export function sanitizeRichText(body: RichText): RichText {
  return { html: sanitizeHtml(body.html, options), source: body.source ?? null };
}
