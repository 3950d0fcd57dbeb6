// The body of an entry, written as rich text (decision 0286: ProseMirror, the smallest of the
// editors measured). A row of real buttons above the text (Toolbar.tsx), headings, lists, links
// (LinkPanel.tsx), tables and pictures from the media library, which go in only with alt text
// (PicturePanel.tsx); a picture chosen in the text shows its alt text to change.
import { baseKeymap, toggleMark } from 'prosemirror-commands';
import { history, redo, undo } from 'prosemirror-history';
import { keymap } from 'prosemirror-keymap';
import type { MarkType } from 'prosemirror-model';
import { liftListItem, sinkListItem, splitListItem } from 'prosemirror-schema-list';
import { EditorState, NodeSelection } from 'prosemirror-state';
import { goToNextCell, tableEditing } from 'prosemirror-tables';
import { EditorView } from 'prosemirror-view';
import { useEffect, useId, useRef, useState } from 'react';
import type { RichText } from '../../../../domain/content/documents.ts';
import { Field } from '../../form/fields.tsx';
import { useSay } from '../../shell/console-words.tsx';
import { listItemType, marks, nodes } from './commands.ts';
import LinkPanel, { type LinkDraft } from './LinkPanel.tsx';
import PicturePanel, { type PictureDraft } from './PicturePanel.tsx';
import { docOf, htmlOf } from './rich-text-schema.ts';
import Toolbar, { type Panel } from './Toolbar.tsx';

interface Props {
  /** The id of the editable text, for a summary's link to it. */
  id: string;
  label: string;
  lang: string;
  value: RichText;
  onChange(value: RichText): void;
  error?: string | undefined;
}

export default function RichTextEditor({ id, label, lang, value, onChange, error }: Props) {
  const say = useSay();
  const labelId = useId();
  const errorId = `${id}-error`;
  const mount = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<EditorView | null>(null);
  const [, setTick] = useState(0);
  const changed = useRef(onChange);
  changed.current = onChange;
  const [panel, setPanel] = useState<Panel>(null);
  const [link, setLink] = useState<LinkDraft>({ href: '', error: null });
  const [picture, setPicture] = useState<PictureDraft>({ chosen: null, alt: '', error: null });

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
  const selectedPicture =
    state?.selection instanceof NodeSelection && state.selection.node.type === nodes.image ? state.selection : null;

  const changeAlt = (text: string) => {
    if (!view || !selectedPicture) return;
    const { from, node } = selectedPicture;
    const transaction = view.state.tr.setNodeMarkup(from, undefined, { ...node.attrs, alt: text });
    transaction.setSelection(NodeSelection.create(transaction.doc, from));
    view.dispatch(transaction);
  };

  const close = () => setPanel(null);

  return (
    <div className="rt">
      <span id={labelId} className="rt-label">
        {label}
      </span>
      <Toolbar
        label={label}
        view={view}
        panel={panel}
        onOpen={(which) => setPanel((now) => (now === which ? null : which))}
      />

      {panel === 'link' && <LinkPanel id={id} view={view} draft={link} onDraft={setLink} onClose={close} />}

      {panel === 'picture' && (
        <PicturePanel id={id} lang={lang} view={view} draft={picture} onDraft={setPicture} onClose={close} />
      )}

      {selectedPicture && (
        <div className="rt-panel">
          <Field
            id={`${id}-chosen-alt`}
            label={say('consoleContentChosenAlt')}
            error={
              String(selectedPicture.node.attrs.alt).trim() === '' ? say('consoleContentChosenAltMissing') : undefined
            }
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
