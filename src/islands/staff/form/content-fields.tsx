// The content editor's own inputs: a picture chosen from the media library (never typed), and a
// line or a paragraph of one language's words, marked with that language for screen readers and
// spell checkers. Both say their refusal on themselves, as every console field does.
import { useState } from 'react';
import { Field } from './fields.tsx';
import { useFormSay } from './form-words.ts';
import MediaPicker from '../media/MediaPicker.tsx';
import { PictureNow } from '../media/PictureFromLibrary.tsx';

export function PictureField({
  id,
  label,
  image,
  error,
  onChoose,
}: {
  id: string;
  label: string;
  image: string;
  error: string | undefined;
  onChoose(media: { image: string; width: number; height: number }): void;
}) {
  const say = useFormSay();
  const [open, setOpen] = useState(false);
  const errorId = `${id}-error`;
  return (
    <div className="ct-picture">
      <span className="rt-label" id={`${id}-label`}>
        {label}
      </span>
      <div className="s-row">
        <PictureNow image={image} of={label.toLowerCase()} />
        <button
          type="button"
          id={id}
          className="s-btn ghost"
          aria-expanded={open}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? errorId : undefined}
          onClick={() => setOpen((now) => !now)}
        >
          {image ? say('consoleFormChangePicture') : say('consoleFormChooseFromLibrary')}
        </button>
      </div>
      {error && (
        <span id={errorId} className="cf-error">
          ⚠ {error}
        </span>
      )}
      {open && (
        <MediaPicker
          label={label}
          onChoose={(media) => {
            onChoose({ image: media.image, width: media.width, height: media.height });
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}

/** One language's line (or, `long`, a few lines) of words. */
export function LanguageText({
  id,
  label,
  lang,
  max,
  value,
  error,
  hint,
  long = false,
  onChange,
}: {
  id: string;
  label: string;
  lang: string;
  max: number;
  value: string;
  error: string | undefined;
  hint?: string | undefined;
  long?: boolean;
  onChange(value: string): void;
}) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(props) =>
        long ? (
          <textarea
            {...props}
            lang={lang}
            rows={3}
            maxLength={max}
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
          />
        ) : (
          <input
            {...props}
            lang={lang}
            type="text"
            maxLength={max}
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
          />
        )
      }
    </Field>
  );
}
