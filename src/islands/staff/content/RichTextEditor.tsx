// The body of an entry, written as rich text (decision 0286: ProseMirror, the smallest of the
// editors measured). A row of real buttons above the text (each with its name, 44 px, reachable
// with Tab; the text keeps its selection while they are used), headings, lists, links, tables and
// pictures from the media library, which go in only with alt text.
import { baseKeymap, setBlockType, toggleMark } from 'prosemirror-commands';
import { history, redo, undo } from 'prosemirror-history';
import { keymap } from 'prosemirror-keymap';
import type { MarkType, NodeType } from 'prosemirror-model';
import { liftListItem, sinkListItem, splitListItem, wrapInList } from 'prosemirror-schema-list';
import { type Command, EditorState, NodeSelection, TextSelection } from 'prosemirror-state';
import {
  addColumnAfter,
  addRowAfter,
  deleteColumn,
  deleteRow,
  deleteTable,
  goToNextCell,
  isInTable,
  tableEditing,
} from 'prosemirror-tables';
import { EditorView } from 'prosemirror-view';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { MediaView } from '../../../domain/api/staff/media.ts';
import type { RichText } from '../../../domain/content/documents.ts';
import { Field } from '../form/fields.tsx';
import MediaPicker from '../media/MediaPicker.tsx';
import { bodySchema, docOf, htmlOf } from './rich-text-schema.ts';

interface Props {
  /** The id of the editable text, for a summary's link to it. */
  id: string;
  label: string;
  lang: string;
  value: RichText;
  onChange(value: RichText): void;
  error?: string | undefined;
}

const { nodes, marks } = bodySchema;
const listItemType = nodes.list_item as NodeType;

/** A link a customer can follow: the shop's own pages, the web, mail and phone. */
const LINK_PATTERN = /^(\/(?!\/)\S*|https?:\/\/\S+|mailto:\S+|tel:\+?[\d\s-]+)$/i;

function markActive(state: EditorState, type: MarkType): boolean {
  const { from, $from, to, empty } = state.selection;
  if (empty) return Boolean(type.isInSet(state.storedMarks ?? $from.marks()));
  return state.doc.rangeHasMark(from, to, type);
}

function blockActive(state: EditorState, type: NodeType, level?: number): boolean {
  const parent = state.selection.$from.parent;
  return parent.type === type && (level === undefined || parent.attrs.level === level);
}

function inList(state: EditorState, type: NodeType): boolean {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth--) {
    if ($from.node(depth).type === type) return true;
  }
  return false;
}

/** A list button: wraps the paragraph in that list, or lifts it out when it is in one already. */
function toggleList(type: NodeType): Command {
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

const insertTable: Command = (state, dispatch) => {
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

function ToolButton({
  label,
  pressed,
  command,
  view,
  children,
}: {
  label: string;
  pressed?: boolean | undefined;
  command: Command;
  view: EditorView | null;
  children?: ReactNode;
}) {
  const enabled = view ? command(view.state) : false;
  return (
    <button
      type="button"
      className="rt-btn"
      aria-pressed={pressed}
      // A block button stays pressable while its block is the one chosen (pressing it again changes nothing).
      disabled={!enabled && !pressed}
      // Keeps the text's selection when a mouse presses the button.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => {
        if (!view) return;
        command(view.state, view.dispatch);
        view.focus();
      }}
    >
      {children ?? label}
    </button>
  );
}

export default function RichTextEditor({ id, label, lang, value, onChange, error }: Props) {
  const labelId = useId();
  const errorId = `${id}-error`;
  const mount = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<EditorView | null>(null);
  const [, setTick] = useState(0);
  const changed = useRef(onChange);
  changed.current = onChange;
  const [panel, setPanel] = useState<'link' | 'picture' | null>(null);
  const [href, setHref] = useState('');
  const [hrefError, setHrefError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<MediaView | null>(null);
  const [alt, setAlt] = useState('');
  const [altError, setAltError] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the editor is made once per mount; the form remounts it (a new key) to load another body.
  useEffect(() => {
    if (!mount.current) return;
    const state = EditorState.create({
      doc: docOf(value.html, value.source),
      plugins: [
        history(),
        keymap({
          'Mod-z': undo,
          'Shift-Mod-z': redo,
          'Mod-y': redo,
          'Mod-b': toggleMark(marks.strong as MarkType),
          'Mod-i': toggleMark(marks.em as MarkType),
          Enter: splitListItem(listItemType),
          'Mod-[': liftListItem(listItemType),
          'Mod-]': sinkListItem(listItemType),
          // Tab moves between a table's cells; outside a table (and after its last cell) it leaves the text.
          Tab: goToNextCell(1),
          'Shift-Tab': goToNextCell(-1),
        }),
        keymap(baseKeymap),
        tableEditing(),
      ],
    });
    const created = new EditorView(mount.current, {
      state,
      dispatchTransaction(transaction) {
        const next = created.state.apply(transaction);
        created.updateState(next);
        setTick((tick) => tick + 1);
        if (transaction.docChanged) changed.current({ html: htmlOf(next.doc), source: next.doc.toJSON() });
      },
    });
    setView(created);
    return () => {
      created.destroy();
      setView(null);
    };
  }, []);

  // The text's name, language and refusal are attributes of the editable element itself.
  useEffect(() => {
    view?.setProps({
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        lang,
        class: 'rt-text',
      },
    });
  }, [view, id, labelId, lang, error, errorId]);

  const state = view?.state ?? null;
  const inTable = state ? isInTable(state) : false;
  const selectedPicture =
    state?.selection instanceof NodeSelection && state.selection.node.type === nodes.image ? state.selection : null;

  const addLink = () => {
    if (!view) return;
    const address = href.trim();
    if (!LINK_PATTERN.test(address)) {
      setHrefError('must start with /, https://, mailto: or tel:');
      return;
    }
    const link = (marks.link as MarkType).create({ href: address });
    const { from, to, empty } = view.state.selection;
    const transaction = empty
      ? view.state.tr.replaceSelectionWith(bodySchema.text(address, [link]), false)
      : view.state.tr.addMark(from, to, link);
    view.dispatch(transaction);
    setPanel(null);
    setHref('');
    setHrefError(null);
    view.focus();
  };

  const removeLink: Command = (editorState, dispatch) => {
    const range = linkRange(editorState);
    if (!range) return false;
    if (dispatch) dispatch(editorState.tr.removeMark(range.from, range.to, marks.link as MarkType));
    return true;
  };

  const insertPicture = () => {
    if (!view || !chosen) return;
    if (alt.trim() === '') {
      setAltError('say what the picture shows (a screen reader reads it)');
      return;
    }
    const picture = nodes.image?.create({ src: chosen.image, alt: alt.trim() });
    if (!picture) return;
    view.dispatch(view.state.tr.replaceSelectionWith(picture).scrollIntoView());
    setPanel(null);
    setChosen(null);
    setAlt('');
    setAltError(null);
    view.focus();
  };

  const changeAlt = (text: string) => {
    if (!view || !selectedPicture) return;
    const { from, node } = selectedPicture;
    const transaction = view.state.tr.setNodeMarkup(from, undefined, { ...node.attrs, alt: text });
    transaction.setSelection(NodeSelection.create(transaction.doc, from));
    view.dispatch(transaction);
  };

  const open = (which: 'link' | 'picture') => setPanel((now) => (now === which ? null : which));

  return (
    <div className="rt">
      <span id={labelId} className="rt-label">
        {label}
      </span>
      <div className="rt-toolbar" role="group" aria-label={`${label}: formatting`}>
        <ToolButton
          label="Text"
          view={view}
          pressed={state ? blockActive(state, nodes.paragraph as NodeType) : false}
          command={setBlockType(nodes.paragraph as NodeType)}
        />
        <ToolButton
          label="Heading"
          view={view}
          pressed={state ? blockActive(state, nodes.heading as NodeType, 2) : false}
          command={setBlockType(nodes.heading as NodeType, { level: 2 })}
        />
        <ToolButton
          label="Subheading"
          view={view}
          pressed={state ? blockActive(state, nodes.heading as NodeType, 3) : false}
          command={setBlockType(nodes.heading as NodeType, { level: 3 })}
        />
        <ToolButton
          label="Bold"
          view={view}
          pressed={state ? markActive(state, marks.strong as MarkType) : false}
          command={toggleMark(marks.strong as MarkType)}
        >
          <strong aria-hidden="true">B</strong>
          <span className="rt-name">Bold</span>
        </ToolButton>
        <ToolButton
          label="Italic"
          view={view}
          pressed={state ? markActive(state, marks.em as MarkType) : false}
          command={toggleMark(marks.em as MarkType)}
        >
          <em aria-hidden="true">I</em>
          <span className="rt-name">Italic</span>
        </ToolButton>
        <ToolButton
          label="Bulleted list"
          view={view}
          pressed={state ? inList(state, nodes.bullet_list as NodeType) : false}
          command={toggleList(nodes.bullet_list as NodeType)}
        />
        <ToolButton
          label="Numbered list"
          view={view}
          pressed={state ? inList(state, nodes.ordered_list as NodeType) : false}
          command={toggleList(nodes.ordered_list as NodeType)}
        />
        <button
          type="button"
          className="rt-btn"
          aria-expanded={panel === 'link'}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => open('link')}
        >
          Link
        </button>
        <ToolButton label="Remove link" view={view} command={removeLink} />
        <button
          type="button"
          className="rt-btn"
          aria-expanded={panel === 'picture'}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => open('picture')}
        >
          Picture
        </button>
        {inTable ? (
          <>
            <ToolButton label="Add row" view={view} command={addRowAfter} />
            <ToolButton label="Add column" view={view} command={addColumnAfter} />
            <ToolButton label="Delete row" view={view} command={deleteRow} />
            <ToolButton label="Delete column" view={view} command={deleteColumn} />
            <ToolButton label="Delete table" view={view} command={deleteTable} />
          </>
        ) : (
          <ToolButton label="Table" view={view} command={insertTable} />
        )}
        <ToolButton label="Undo" view={view} command={undo} />
        <ToolButton label="Redo" view={view} command={redo} />
      </div>

      {panel === 'link' && (
        <div className="rt-panel">
          <Field
            id={`${id}-href`}
            label="Link address"
            hint="/pages/delivery, https://… or mailto:…"
            error={hrefError ?? undefined}
          >
            {(field) => (
              <input
                {...field}
                className="s-input"
                type="text"
                inputMode="url"
                value={href}
                onChange={(event) => setHref(event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    addLink();
                  }
                }}
              />
            )}
          </Field>
          <div className="s-row">
            <button type="button" className="s-btn" onClick={addLink}>
              Add link
            </button>
            <button type="button" className="s-btn ghost" onClick={() => setPanel(null)}>
              Cancel
            </button>
          </div>
        </div>
      )}

      {panel === 'picture' && (
        <div className="rt-panel">
          <MediaPicker
            label="Picture for the text"
            chosenId={chosen?.id ?? null}
            onChoose={(media) => {
              setChosen(media);
              setAlt(lang === 'mr' ? media.alt_mr : media.alt_en);
              setAltError(null);
            }}
          />
          {chosen && (
            <>
              <Field
                id={`${id}-alt`}
                label="Alt text of the picture"
                hint="What it shows, for people who cannot see it"
                error={altError ?? undefined}
              >
                {(field) => (
                  <input
                    {...field}
                    className="s-input"
                    lang={lang}
                    value={alt}
                    maxLength={160}
                    onChange={(event) => setAlt(event.currentTarget.value)}
                  />
                )}
              </Field>
              <div className="s-row">
                <button type="button" className="s-btn" onClick={insertPicture}>
                  Insert picture
                </button>
                <button type="button" className="s-btn ghost" onClick={() => setPanel(null)}>
                  Cancel
                </button>
              </div>
            </>
          )}
        </div>
      )}

      {selectedPicture && (
        <div className="rt-panel">
          <Field
            id={`${id}-chosen-alt`}
            label="Alt text of the chosen picture"
            error={String(selectedPicture.node.attrs.alt).trim() === '' ? 'a picture needs alt text' : undefined}
          >
            {(field) => (
              <input
                {...field}
                className="s-input"
                lang={lang}
                value={String(selectedPicture.node.attrs.alt)}
                maxLength={160}
                onChange={(event) => changeAlt(event.currentTarget.value)}
              />
            )}
          </Field>
        </div>
      )}

      <div ref={mount} className="rt-area" />
      {error && (
        <span id={errorId} className="cf-error">
          ⚠ {error}
        </span>
      )}
    </div>
  );
}
