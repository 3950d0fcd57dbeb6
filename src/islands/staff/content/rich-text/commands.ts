// The rich-text editor's commands and what its buttons ask of the text (decision 0286): whether a
// mark or block is the one at the cursor, lists toggled, the link around the cursor, and a table
// put in with the cursor in its first cell.
import type { MarkType, NodeType } from 'prosemirror-model';
import { liftListItem, wrapInList } from 'prosemirror-schema-list';
import { type Command, type EditorState, TextSelection } from 'prosemirror-state';
import { isInTable } from 'prosemirror-tables';
import { bodySchema } from './rich-text-schema.ts';

export const { nodes, marks } = bodySchema;
export const listItemType = nodes.list_item as NodeType;

/** A link a customer can follow: the shop's own pages, the web, mail and phone. */
export const LINK_PATTERN = /^(\/(?!\/)\S*|https?:\/\/\S+|mailto:\S+|tel:\+?[\d\s-]+)$/i;

export function markActive(state: EditorState, type: MarkType): boolean {
  const { from, $from, to, empty } = state.selection;
  if (empty) return Boolean(type.isInSet(state.storedMarks ?? $from.marks()));
  return state.doc.rangeHasMark(from, to, type);
}

export function blockActive(state: EditorState, type: NodeType, level?: number): boolean {
  const parent = state.selection.$from.parent;
  return parent.type === type && (level === undefined || parent.attrs.level === level);
}

export function inList(state: EditorState, type: NodeType): boolean {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth--) {
    if ($from.node(depth).type === type) return true;
  }
  return false;
}

/** A list button: wraps the paragraph in that list, or lifts it out when it is in one already. */
export function toggleList(type: NodeType): Command {
  return (state, dispatch) =>
    inList(state, type) ? liftListItem(listItemType)(state, dispatch) : wrapInList(type)(state, dispatch);
}

/** The extent of the link around the cursor, so "Remove link" needs no exact selection. */
function linkRange(state: EditorState): { from: number; to: number } | null {
  const link = marks.link as MarkType;
  const { $from, from, to, empty } = state.selection;
  if (!empty) return state.doc.rangeHasMark(from, to, link) ? { from, to } : null;
  const parent = $from.parent;
  const start = $from.start();
  let found: { from: number; to: number } | null = null;
  parent.forEach((child, offset) => {
    const childFrom = start + offset;
    const childTo = childFrom + child.nodeSize;
    if (link.isInSet(child.marks) && childFrom <= from && from <= childTo) found = { from: childFrom, to: childTo };
  });
  return found;
}

export const insertTable: Command = (state, dispatch) => {
  if (isInTable(state)) return false;
  const cell = (header: boolean) =>
    (header ? nodes.table_header : nodes.table_cell)?.createAndFill() ?? bodySchema.text(' ');
  const row = (header: boolean) => nodes.table_row?.create(null, [cell(header), cell(header)]);
  const table = nodes.table?.create(
    null,
    [row(true), row(false), row(false)].filter((r) => r !== undefined),
  );
  if (!table) return false;
  if (!dispatch) return true;
  const transaction = state.tr.replaceSelectionWith(table);
  // The cursor goes into the first cell, so typing fills the table at once.
  let exact = -1;
  let before = -1;
  transaction.doc.descendants((node, pos) => {
    if (node.type !== table.type) return true;
    if (node === table) exact = pos;
    else if (pos < transaction.selection.from) before = pos;
    return false;
  });
  const at = exact >= 0 ? exact : before;
  if (at >= 0) transaction.setSelection(TextSelection.near(transaction.doc.resolve(at + 4)));
  dispatch(transaction.scrollIntoView());
  return true;
};

/** Removes the link around the cursor (or in the selection). */
export const removeLink: Command = (state, dispatch) => {
  const range = linkRange(state);
  if (!range) return false;
  if (dispatch) dispatch(state.tr.removeMark(range.from, range.to, marks.link as MarkType));
  return true;
};
