// Editors may write raw HTML inside their Markdown (a table, a <mark>, a link with a
// title). What reaches a customer's browser is cut down to harmless markup by
// sanitize-html (a well-kept library, docs/architecture.md "Libraries"): no <script>, <style>,
// <iframe>, forms or event-handler attributes, and links only to http(s), mailto
// and tel, never `javascript:`. Runs on the server only (at build for info pages, per
// request for campaigns and recipes, well under a millisecond for their texts), so it
// adds nothing to the pages' weight.
import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'picture', 'source', 'details', 'summary'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel', 'hreflang'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    source: ['srcset', 'type', 'media', 'sizes', 'width', 'height'],
    // Headings keep the ids Markdown gives them, so '#refunds' links work.
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
    td: ['colspan', 'rowspan', 'align'],
    th: ['colspan', 'rowspan', 'align', 'scope'],
    ol: ['start', 'reversed', 'type'],
    time: ['datetime'],
    abbr: ['title'],
    '*': ['lang', 'dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], source: ['http', 'https'] },
  allowProtocolRelative: false,
  // A removed tag's text stays (an editor's <font> keeps its words), except inside
  // script/style/textarea-like elements, whose text is dropped with them.
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links that leave the shop open in a new tab without handing it the opener.
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const external = /^https?:\/\//i.test(href);
      return {
        tagName,
        attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : withoutTarget(attribs),
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { loading: 'lazy', decoding: 'async', ...attribs } }),
  },
};

function withoutTarget(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const { target: _target, rel: _rel, ...rest } = attribs;
  return rest;
}

/** The editor's HTML with everything that could run code or leave the page removed. */
export function sanitizeEditorHtml(dirty: string): string {
  return sanitizeHtml(dirty, options);
}
