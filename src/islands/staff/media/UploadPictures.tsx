// The media library's upload (decision 0269): one picture or several at once, each with its own alt
// texts in English and Marathi (a picture's words are its own, so none are shared). The file input
// offers a phone's camera; a desktop can choose or drop several files. The pictures are sent one
// after another: each is refused or taken on its own, and those taken leave the form while a
// refused one stays with its reason, for the person to mend and send again.
import { type DragEvent, type SubmitEvent, useId, useRef, useState } from 'react';
import type { MediaView } from '../../../domain/api/staff/media.ts';
import { ALT_MAX, MEDIA_ACCEPT } from '../../../domain/media/media.ts';
import { useFormSay } from '../form/form-words.ts';
import { FieldError, type Fields, refusedProps, sizeOf, uploadProblems } from '../form/media-fields.tsx';
import { type Say, useSay } from '../shell/console-words.tsx';
import { uploadPicture } from './upload-picture.ts';

interface Entry {
  file: File | null;
  altEn: string;
  altMr: string;
  fields: Fields;
}

const blank = (file: File | null = null): Entry => ({ file, altEn: '', altMr: '', fields: {} });

/** The status once a round of uploads is over: the picture's words, or how many. */
function uploadedText(uploaded: readonly MediaView[], say: Say): string | null {
  const [only] = uploaded;
  if (!only) return null;
  return uploaded.length === 1
    ? say('consoleMediaUploadedOne', { alt: only.alt_en })
    : say('consoleMediaUploadedMany', { count: uploaded.length });
}

function AltFields({
  id,
  entry,
  onChange,
}: {
  id: string;
  entry: Entry;
  onChange(change: Partial<Pick<Entry, 'altEn' | 'altMr'>>): void;
}) {
  const say = useSay();
  return (
    <>
      <label className="s-field" htmlFor={`${id}-alt-en`}>
        {say('consoleMediaAltEn')}
      </label>
      <input
        id={`${id}-alt-en`}
        className="s-input"
        value={entry.altEn}
        maxLength={ALT_MAX}
        required
        onChange={(event) => onChange({ altEn: event.currentTarget.value })}
        {...refusedProps(`${id}-alt-en`, entry.fields.alt_en)}
      />
      <FieldError id={`${id}-alt-en`} reason={entry.fields.alt_en} />
      <label className="s-field" htmlFor={`${id}-alt-mr`}>
        {say('consoleMediaAltMr')}
      </label>
      <input
        id={`${id}-alt-mr`}
        className="s-input"
        lang="mr"
        value={entry.altMr}
        maxLength={ALT_MAX}
        required
        onChange={(event) => onChange({ altMr: event.currentTarget.value })}
        {...refusedProps(`${id}-alt-mr`, entry.fields.alt_mr)}
      />
      <FieldError id={`${id}-alt-mr`} reason={entry.fields.alt_mr} />
    </>
  );
}

export default function UploadPictures({ onUploaded }: { onUploaded(media: MediaView): void }) {
  const say = useSay();
  const formSay = useFormSay();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [entries, setEntries] = useState<Entry[]>([blank()]);
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  const several = entries.length > 1;
  const [first] = entries;

  // Alt texts typed before the files were chosen stay with the file in their place.
  const choose = (files: readonly File[]) => {
    setDone(null);
    setEntries((old) =>
      files.length === 0
        ? [blank()]
        : files.map((file, index) => ({
            ...blank(file),
            altEn: old[index]?.altEn ?? '',
            altMr: old[index]?.altMr ?? '',
          })),
    );
  };

  const change = (index: number, fields: Partial<Pick<Entry, 'altEn' | 'altMr'>>) =>
    setEntries((old) => old.map((entry, at) => (at === index ? { ...entry, ...fields } : entry)));

  const drop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length > 0) choose([...event.dataTransfer.files]);
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    setDone(null);
    const checked = entries.map((entry) => ({
      ...entry,
      fields: uploadProblems(entry.file, entry.altEn, entry.altMr, formSay),
    }));
    setEntries(checked);
    if (checked.some((entry) => Object.keys(entry.fields).length > 0)) return;
    setBusy(true);
    const uploaded: MediaView[] = [];
    const left: Entry[] = [];
    for (const entry of checked) {
      if (!entry.file) continue;
      const answer = await uploadPicture(entry.file, { alt_en: entry.altEn.trim(), alt_mr: entry.altMr.trim() });
      if (answer.ok) {
        uploaded.push(answer.value.media);
        onUploaded(answer.value.media);
        continue;
      }
      const named = (answer.error.fields ?? {}) as Fields;
      // A refusal that names no field (the shop unreachable) is said once, above the button.
      if (Object.keys(named).length === 0) setMessage(answer.error.message);
      left.push({ ...entry, fields: named });
    }
    setBusy(false);
    setEntries(left.length > 0 ? left : [blank()]);
    if (left.length === 0 && fileInput.current) fileInput.current.value = '';
    setDone(uploadedText(uploaded, say));
  };

  return (
    <form className="s-card s-form media-upload" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{say('consoleMediaUploadHeading')}</h2>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a pointer's shortcut to the file input inside, which the keyboard reaches. */}
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
          {say('consoleMediaFile')}
        </label>
        <input
          ref={fileInput}
          id={`${id}-file`}
          name="file"
          type="file"
          multiple
          accept={MEDIA_ACCEPT}
          onChange={(event) => choose([...(event.currentTarget.files ?? [])])}
          {...refusedProps(`${id}-file`, several ? undefined : first?.fields.file)}
        />
        <span className="s-muted media-drop-hint">{say('consoleMediaDropHint')}</span>
        {!several && first?.file && (
          <span className="media-chosen">
            {first.file.name} · {sizeOf(first.file.size)}
          </span>
        )}
        {!several && <FieldError id={`${id}-file`} reason={first?.fields.file} />}
      </div>
      {several ? (
        entries.map((entry, index) => (
          <fieldset
            // biome-ignore lint/suspicious/noArrayIndexKey: the chosen files keep their order until the next choice replaces them all.
            key={index}
            className="media-upload-one"
          >
            <legend>
              {entry.file?.name} · {sizeOf(entry.file?.size ?? 0)}
            </legend>
            {entry.fields.file && (
              <p className="s-error media-field-error" role="alert">
                {entry.fields.file}
              </p>
            )}
            <AltFields id={`${id}-${index}`} entry={entry} onChange={(fields) => change(index, fields)} />
          </fieldset>
        ))
      ) : first ? (
        <AltFields id={id} entry={first} onChange={(fields) => change(0, fields)} />
      ) : null}
      {message && (
        <p className="s-error" role="alert">
          {message}
        </p>
      )}
      <p className="s-ok media-status" role="status">
        {done ?? ''}
      </p>
      <button type="submit" className="s-btn" disabled={busy}>
        {busy
          ? say('consoleMediaUploading')
          : several
            ? say('consoleMediaUploadMany', { count: entries.length })
            : say('consoleMediaUpload')}
      </button>
    </form>
  );
}
