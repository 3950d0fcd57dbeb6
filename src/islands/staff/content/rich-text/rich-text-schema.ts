// The body editor's document (decision 0286): the few things an info page, a campaign, a recipe or
// the farm-visit text needs: paragraphs, two heading levels under the page's own title, lists,
// links, bold and italic, tables, and pictures from the media library with their alt text. Its
// JSON is what the entry stores as `source`; its HTML, what customers are shown once the server
// has sanitised it.
import { type DOMOutputSpec, DOMSerializer, type Node, DOMParser as PMDOMParser, Schema } from 'prosemirror-model';
import { bulletList, listItem, orderedList } from 'prosemirror-schema-list';
import { tableNodes } from 'prosemirror-tables';

const p: DOMOutputSpec = ['p', 0];

export const bodySchema = new Schema({
  nodes: {
    doc: { content: 'block+' },
    paragraph: { group: 'block', content: 'inline*', parseDOM: [{ tag: 'p' }], toDOM: () => p },
    heading: {
      group: 'block',
      content: 'inline*',
      defining: true,
      attrs: { level: { default: 2, validate: 'number' } },
      // The page's title is its one h1: a pasted h1 becomes an h2, anything below h3 an h3.
      parseDOM: [
        { tag: 'h1', attrs: { level: 2 } },
        { tag: 'h2', attrs: { level: 2 } },
        { tag: 'h3', attrs: { level: 3 } },
        { tag: 'h4', attrs: { level: 3 } },
        { tag: 'h5', attrs: { level: 3 } },
        { tag: 'h6', attrs: { level: 3 } },
      ],
      toDOM: (node) => [node.attrs.level === 3 ? 'h3' : 'h2', 0],
    },
    bullet_list: { ...bulletList, group: 'block', content: 'list_item+' },
    ordered_list: { ...orderedList, group: 'block', content: 'list_item+' },
    list_item: { ...listItem, content: 'paragraph block*' },
    image: {
      group: 'block',
      draggable: true,
      attrs: { src: { validate: 'string' }, alt: { default: '', validate: 'string' } },
      parseDOM: [
        {
          tag: 'img[src]',
          getAttrs: (dom: HTMLElement) => ({ src: dom.getAttribute('src') ?? '', alt: dom.getAttribute('alt') ?? '' }),
        },
      ],
      toDOM: (node) => ['img', { src: node.attrs.src, alt: node.attrs.alt, loading: 'lazy' }],
    },
    ...tableNodes({ tableGroup: 'block', cellContent: 'paragraph+', cellAttributes: {} }),
    text: { group: 'inline' },
    hard_break: {
      inline: true,
      group: 'inline',
      selectable: false,
      parseDOM: [{ tag: 'br' }],
      toDOM: () => ['br'],
    },
  },
  marks: {
    link: {
      attrs: { href: { validate: 'string' } },
      inclusive: false,
      parseDOM: [{ tag: 'a[href]', getAttrs: (dom: HTMLElement) => ({ href: dom.getAttribute('href') ?? '' }) }],
      toDOM: (mark) => ['a', { href: mark.attrs.href }, 0],
    },
    strong: {
      parseDOM: [{ tag: 'strong' }, { tag: 'b' }, { style: 'font-weight=bold' }],
      toDOM: () => ['strong', 0],
    },
    em: { parseDOM: [{ tag: 'em' }, { tag: 'i' }], toDOM: () => ['em', 0] },
  },
});

/** The body's HTML: what the server sanitises and customers read. An empty paragraph alone is no body. */
export function htmlOf(doc: Node): string {
  if (doc.childCount === 1 && doc.firstChild?.type.name === 'paragraph' && doc.firstChild.content.size === 0) return '';
  const holder = document.createElement('div');
  holder.append(DOMSerializer.fromSchema(bodySchema).serializeFragment(doc.content));
  return holder.innerHTML;
}

/** The document a stored body starts the editor with: its JSON when it reads, else its HTML. */
export function docOf(html: string, source: unknown): Node {
  if (source !== null && source !== undefined) {
    try {
      const doc = bodySchema.nodeFromJSON(source);
      doc.check();
      return doc;
    } catch {
      // A source of another editor (or a damaged one) is set aside: the HTML is what customers saw.
    }
  }
  // An inert document: nothing in the HTML loads or runs while it is read.
  const inert = new DOMParser().parseFromString(html, 'text/html');
  return PMDOMParser.fromSchema(bodySchema).parse(inert.body);
}
