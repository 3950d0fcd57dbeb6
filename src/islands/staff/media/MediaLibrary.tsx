// /staff/media (decision 0269): the shop's one media library. Pictures are uploaded with their alt
// texts in English and Marathi, one or several at once (UploadPictures); the library is a grid of
// thumbnails (MediaPicker); the chosen picture shows the address a store, category or item stores
// as its image, its alt texts to edit, and archive.
import { type SubmitEvent, useEffect, useId, useRef, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { MediaView } from '../../../domain/api/staff/media.ts';
import { ALT_MAX } from '../../../domain/media/media.ts';
import { useFormSay } from '../form/form-words.ts';
import { altProblems, FieldError, type Fields, refusedProps } from '../form/media-fields.tsx';
import { type ConsoleWords, ConsoleWordsProvider, useSay } from '../shell/console-words.tsx';
import MediaPicker from './MediaPicker.tsx';
import UploadPictures from './UploadPictures.tsx';

function ChosenPicture({ media, onChanged }: { media: MediaView; onChanged(media: MediaView | null): void }) {
  const say = useSay();
  const formSay = useFormSay();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // A picture chosen in the grid is shown above it: the focus (and a phone's screen) goes there.
  useEffect(() => heading.current?.focus(), []);
  const [altEn, setAltEn] = useState(media.alt_en);
  const [altMr, setAltMr] = useState(media.alt_mr);
  const [fields, setFields] = useState<Fields>({});
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const save = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNote(null);
    setError(null);
    const refused = altProblems(altEn, altMr, formSay);
    setFields(refused);
    if (Object.keys(refused).length > 0) return;
    const answer = await callApi('staff/media-alt', { media_id: media.id, alt_en: altEn.trim(), alt_mr: altMr.trim() });
    if (!answer.ok) {
      setFields((answer.error.fields ?? {}) as Fields);
      setError(answer.error.message);
      return;
    }
    setNote(say('consoleMediaAltSaved'));
    onChanged(answer.value.media);
  };

  const archive = async () => {
    const answer = await callApi('staff/media-archive', { media_id: media.id });
    if (!answer.ok) setError(answer.error.message);
    else onChanged(null);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(media.image);
      setNote(say('consoleMediaAddressCopied'));
    } catch {
      setNote(say('consoleMediaCopyYourself'));
    }
  };

  return (
    <section className="s-card media-chosen-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {say('consoleMediaChosen')}
      </h2>
      <img
        className="media-preview"
        src={media.image}
        srcSet={media.srcset}
        sizes="(min-width: 900px) 320px, 90vw"
        alt={media.alt_en}
        width={media.width}
        height={media.height}
      />
      <p className="s-muted">
        {media.original_name} · {media.width} × {media.height} px ·{' '}
        {media.files.map((file) => `${file.width} ${file.format}`).join(', ')}
      </p>
      <label className="s-field" htmlFor={`${id}-image`}>
        {say('consoleMediaAddress')}
      </label>
      <div className="s-row">
        <input id={`${id}-image`} className="s-input media-address" readOnly value={media.image} />
        <button type="button" className="s-btn ghost" onClick={() => void copy()}>
          {say('consoleMediaCopy')}
        </button>
      </div>
      <form className="s-form" onSubmit={save} noValidate>
        <label className="s-field" htmlFor={`${id}-alt-en`}>
          {say('consoleMediaAltEn')}
        </label>
        <input
          id={`${id}-alt-en`}
          className="s-input"
          value={altEn}
          maxLength={ALT_MAX}
          required
          onChange={(event) => setAltEn(event.currentTarget.value)}
          {...refusedProps(`${id}-alt-en`, fields.alt_en)}
        />
        <FieldError id={`${id}-alt-en`} reason={fields.alt_en} />
        <label className="s-field" htmlFor={`${id}-alt-mr`}>
          {say('consoleMediaAltMr')}
        </label>
        <input
          id={`${id}-alt-mr`}
          className="s-input"
          lang="mr"
          value={altMr}
          maxLength={ALT_MAX}
          required
          onChange={(event) => setAltMr(event.currentTarget.value)}
          {...refusedProps(`${id}-alt-mr`, fields.alt_mr)}
        />
        <FieldError id={`${id}-alt-mr`} reason={fields.alt_mr} />
        {error && (
          <p className="s-error" role="alert">
            {error}
          </p>
        )}
        <p className="s-ok media-status" role="status">
          {note ?? ''}
        </p>
        <div className="s-row">
          <button type="submit" className="s-btn">
            {say('consoleMediaSaveAlts')}
          </button>
          <button type="button" className="s-btn danger" onClick={() => void archive()}>
            {say('consoleMediaArchive')}
          </button>
        </div>
      </form>
    </section>
  );
}

/** The screen, its words (`consoleMedia…`) in the member's console language (decision 0345). */
export default function MediaLibrary({ words }: { words: ConsoleWords }) {
  return (
    <ConsoleWordsProvider value={words}>
      <Library />
    </ConsoleWordsProvider>
  );
}

function Library() {
  const say = useSay();
  const [version, setVersion] = useState(0);
  const [chosen, setChosen] = useState<MediaView | null>(null);

  const changed = (media: MediaView | null) => {
    setChosen(media);
    setVersion((old) => old + 1);
  };

  return (
    <>
      <h1>{say('consoleMediaHeading')}</h1>
      <div className="media-layout">
        <div className="media-side">
          {chosen && <ChosenPicture key={chosen.id} media={chosen} onChanged={changed} />}
          <UploadPictures onUploaded={changed} />
        </div>
        <MediaPicker
          label={say('consoleMediaLibrary')}
          chosenId={chosen?.id ?? null}
          version={version}
          onChoose={setChosen}
        />
      </div>
    </>
  );
}
