// The panel that puts a picture from the media library in the text: it goes in only with alt
// text, offered from the library's own in the text's language.
import type { EditorView } from 'prosemirror-view';
import type { MediaView } from '../../../../domain/api/staff/media.ts';
import { Field } from '../../form/fields.tsx';
import MediaPicker from '../../media/MediaPicker.tsx';
import { useSay } from '../../shell/console-words.tsx';
import { nodes } from './commands.ts';

/** The picture chosen and its alt text; kept while the panel is closed, as the editor left them. */
export interface PictureDraft {
  chosen: MediaView | null;
  alt: string;
  error: string | null;
}

interface Props {
  id: string;
  lang: string;
  view: EditorView | null;
  draft: PictureDraft;
  onDraft(draft: PictureDraft): void;
  onClose(): void;
}

export default function PicturePanel({ id, lang, view, draft, onDraft, onClose }: Props) {
  const say = useSay();
  const { chosen, alt } = draft;
  const insertPicture = () => {
    if (!view || !chosen) return;
    if (alt.trim() === '') {
      onDraft({ ...draft, error: say('consoleContentPictureAltMissing') });
      return;
    }
    const picture = nodes.image?.create({ src: chosen.image, alt: alt.trim() });
    if (!picture) return;
    view.dispatch(view.state.tr.replaceSelectionWith(picture).scrollIntoView());
    onClose();
    onDraft({ chosen: null, alt: '', error: null });
    view.focus();
  };
  return (
    <div className="rt-panel">
      <MediaPicker
        label={say('consoleContentPictureForText')}
        chosenId={chosen?.id ?? null}
        onChoose={(media) => onDraft({ chosen: media, alt: lang === 'mr' ? media.alt_mr : media.alt_en, error: null })}
      />
      {chosen && (
        <>
          <Field
            id={`${id}-alt`}
            label={say('consoleContentPictureAlt')}
            hint={say('consoleContentPictureAltHint')}
            error={draft.error ?? undefined}
          >
            {(field) => (
              <input
                {...field}
                className="s-input"
                lang={lang}
                value={alt}
                maxLength={160}
                onChange={(event) => onDraft({ ...draft, alt: event.currentTarget.value })}
              />
            )}
          </Field>
          <div className="s-row">
            <button type="button" className="s-btn" onClick={insertPicture}>
              {say('consoleContentInsertPicture')}
            </button>
            <button type="button" className="s-btn ghost" onClick={onClose}>
              {say('consoleContentCancel')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
