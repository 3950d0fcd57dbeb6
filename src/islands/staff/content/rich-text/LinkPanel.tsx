// The panel that puts a link in the text: on the selected words, or, with nothing selected, the
// address itself as the link's words. Only addresses a customer can follow are taken.
import type { MarkType } from 'prosemirror-model';
import type { EditorView } from 'prosemirror-view';
import { Field } from '../../form/fields.tsx';
import { useSay } from '../../shell/console-words.tsx';
import { LINK_PATTERN, marks } from './commands.ts';
import { bodySchema } from './rich-text-schema.ts';

/** What is typed in the panel; kept while it is closed, as the editor left it. */
export interface LinkDraft {
  href: string;
  error: string | null;
}

interface Props {
  id: string;
  view: EditorView | null;
  draft: LinkDraft;
  onDraft(draft: LinkDraft): void;
  onClose(): void;
}

export default function LinkPanel({ id, view, draft, onDraft, onClose }: Props) {
  const say = useSay();
  const addLink = () => {
    if (!view) return;
    const address = draft.href.trim();
    if (!LINK_PATTERN.test(address)) {
      onDraft({ ...draft, error: say('consoleContentLinkRefused') });
      return;
    }
    const link = (marks.link as MarkType).create({ href: address });
    const { from, to, empty } = view.state.selection;
    const transaction = empty
      ? view.state.tr.replaceSelectionWith(bodySchema.text(address, [link]), false)
      : view.state.tr.addMark(from, to, link);
    view.dispatch(transaction);
    onClose();
    onDraft({ href: '', error: null });
    view.focus();
  };
  return (
    <div className="rt-panel">
      <Field
        id={`${id}-href`}
        label={say('consoleContentLinkAddress')}
        hint={say('consoleContentLinkHint')}
        error={draft.error ?? undefined}
      >
        {(field) => (
          <input
            {...field}
            className="s-input"
            type="text"
            inputMode="url"
            value={draft.href}
            onChange={(event) => onDraft({ ...draft, href: event.currentTarget.value })}
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
          {say('consoleContentAddLink')}
        </button>
        <button type="button" className="s-btn ghost" onClick={onClose}>
          {say('consoleContentCancel')}
        </button>
      </div>
    </div>
  );
}
