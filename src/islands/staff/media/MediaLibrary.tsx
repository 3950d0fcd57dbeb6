// /staff/media (decision 0269): the shop's one media library. A picture is uploaded with its alt
// texts in English and Marathi (the file input offers a phone's camera; a desktop can drop a file
// on it); the library is a grid of thumbnails (MediaPicker); the chosen picture shows the address a
// store, category or item stores as its image, its alt texts to edit, and archive.
import { type DragEvent, type SubmitEvent, useEffect, useId, useRef, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { MediaView } from '../../../domain/api/staff/media.ts';
import { ALT_MAX, MEDIA_ACCEPT, MEDIA_MAX_BYTES } from '../../../domain/media/media.ts';
import MediaPicker from './MediaPicker.tsx';
import { uploadPicture } from './upload-picture.ts';

type Fields = Partial<Record<'file' | 'alt_en' | 'alt_mr', string>>;

/** The props of an input that may be refused: its reason is read with it (aria-describedby). */
function refusedProps(id: string, reason: string | undefined) {
  return reason ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
}

function FieldError({ id, reason }: { id: string; reason: string | undefined }) {
  return reason ? (
    <span id={`${id}-error`} className="s-error media-field-error">
      {reason}
    </span>
  ) : null;
}

const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** What the form can tell before sending: the same rules the server applies to what it can know. */
function checkForm(file: File | null, altEn: string, altMr: string): Fields {
  const fields: Fields = {};
  if (!file) fields.file = 'Choose a picture.';
  else if (file.size > MEDIA_MAX_BYTES) fields.file = 'The picture is larger than 10 MB. Choose a smaller file.';
  if (!altEn.trim()) fields.alt_en = 'describe the picture in English';
  if (!altMr.trim()) fields.alt_mr = 'describe the picture in Marathi';
  return fields;
}

function UploadForm({ onUploaded }: { onUploaded(media: MediaView): void }) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [altEn, setAltEn] = useState('');
  const [altMr, setAltMr] = useState('');
  const [fields, setFields] = useState<Fields>({});
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setDone(null);
    setFields((old) => ({ ...old, file: undefined }));
  };

  const drop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) choose(dropped);
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    setDone(null);
    const refused = checkForm(file, altEn, altMr);
    setFields(refused);
    if (Object.keys(refused).length > 0 || !file) return;
    setBusy(true);
    const answer = await uploadPicture(file, { alt_en: altEn.trim(), alt_mr: altMr.trim() });
    setBusy(false);
    if (!answer.ok) {
      const named = (answer.error.fields ?? {}) as Fields;
      setFields(named);
      if (Object.keys(named).length === 0) setMessage(answer.error.message);
      return;
    }
    setFile(null);
    setAltEn('');
    setAltMr('');
    if (fileInput.current) fileInput.current.value = '';
    setDone(`Uploaded: ${answer.value.media.alt_en}.`);
    onUploaded(answer.value.media);
  };

  return (
    <form className="s-card s-form media-upload" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Upload a picture</h2>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is a pointer's shortcut to the file input inside, which the keyboard reaches. */}
      <div
        className="media-drop"
        data-dragging={dragging}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <label className="s-field" htmlFor={`${id}-file`}>
          Picture (JPEG, PNG or WebP, up to 10 MB)
        </label>
        <input
          ref={fileInput}
          id={`${id}-file`}
          name="file"
          type="file"
          accept={MEDIA_ACCEPT}
          onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
          {...refusedProps(`${id}-file`, fields.file)}
        />
        <span className="s-muted media-drop-hint">or drop a file here</span>
        {file && (
          <span className="media-chosen">
            {file.name} · {sizeOf(file.size)}
          </span>
        )}
        <FieldError id={`${id}-file`} reason={fields.file} />
      </div>
      <label className="s-field" htmlFor={`${id}-alt-en`}>
        Alt text in English
      </label>
      <input
        id={`${id}-alt-en`}
        className="s-input"
        name="alt_en"
        value={altEn}
        maxLength={ALT_MAX}
        required
        onChange={(event) => setAltEn(event.currentTarget.value)}
        {...refusedProps(`${id}-alt-en`, fields.alt_en)}
      />
      <FieldError id={`${id}-alt-en`} reason={fields.alt_en} />
      <label className="s-field" htmlFor={`${id}-alt-mr`}>
        Alt text in Marathi
      </label>
      <input
        id={`${id}-alt-mr`}
        className="s-input"
        name="alt_mr"
        lang="mr"
        value={altMr}
        maxLength={ALT_MAX}
        required
        onChange={(event) => setAltMr(event.currentTarget.value)}
        {...refusedProps(`${id}-alt-mr`, fields.alt_mr)}
      />
      <FieldError id={`${id}-alt-mr`} reason={fields.alt_mr} />
      {message && (
        <p className="s-error" role="alert">
          {message}
        </p>
      )}
      <p className="s-ok media-status" role="status">
        {done ?? ''}
      </p>
      <button type="submit" className="s-btn" disabled={busy}>
        {busy ? 'Uploading…' : 'Upload'}
      </button>
    </form>
  );
}

function ChosenPicture({ media, onChanged }: { media: MediaView; onChanged(media: MediaView | null): void }) {
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
    const refused = checkForm(null, altEn, altMr);
    delete refused.file;
    setFields(refused);
    if (Object.keys(refused).length > 0) return;
    const answer = await callApi('staff/media-alt', { media_id: media.id, alt_en: altEn.trim(), alt_mr: altMr.trim() });
    if (!answer.ok) {
      setFields((answer.error.fields ?? {}) as Fields);
      setError(answer.error.message);
      return;
    }
    setNote('Alt texts saved.');
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
      setNote('Image address copied.');
    } catch {
      setNote('Select the address and copy it.');
    }
  };

  return (
    <section className="s-card media-chosen-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        Chosen picture
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
        Image address (store it as a store’s, category’s or item’s image)
      </label>
      <div className="s-row">
        <input id={`${id}-image`} className="s-input media-address" readOnly value={media.image} />
        <button type="button" className="s-btn ghost" onClick={() => void copy()}>
          Copy
        </button>
      </div>
      <form className="s-form" onSubmit={save} noValidate>
        <label className="s-field" htmlFor={`${id}-alt-en`}>
          Alt text in English
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
          Alt text in Marathi
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
            Save alt texts
          </button>
          <button type="button" className="s-btn danger" onClick={() => void archive()}>
            Archive
          </button>
        </div>
      </form>
    </section>
  );
}

export default function MediaLibrary() {
  const [version, setVersion] = useState(0);
  const [chosen, setChosen] = useState<MediaView | null>(null);

  const changed = (media: MediaView | null) => {
    setChosen(media);
    setVersion((old) => old + 1);
  };

  return (
    <>
      <h1>Media library</h1>
      <div className="media-layout">
        <div className="media-side">
          {chosen && <ChosenPicture key={chosen.id} media={chosen} onChanged={changed} />}
          <UploadForm onUploaded={changed} />
        </div>
        <MediaPicker label="Library" chosenId={chosen?.id ?? null} version={version} onChoose={setChosen} />
      </div>
    </>
  );
}
