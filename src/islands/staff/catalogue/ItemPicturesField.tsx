// The item form's pictures, in the order the item page shows them (decision 0326): the first is the
// picture of the item's cards and lists. Each has its thumbnail and library name (PictureFromLibrary),
// its address, its alt texts in English and Marathi, and buttons to move it up or down or remove it,
// so the order is changed without dragging. A picture chosen, uploaded or typed for an item gets the
// item's names as its alt texts while they are empty, which a person may then change; one uploaded
// here goes into the media library with those words as its alt texts.
import { type ChangeEvent, useState } from 'react';
import type { ItemPicture } from '../../../domain/catalogue/item-pictures.ts';
import { ITEM_PICTURES_MAX, movedPicture, withAltFromName } from '../../../domain/catalogue/item-pictures.ts';
import { MEDIA_ACCEPT } from '../../../domain/media/media.ts';
import PictureFromLibrary from '../media/PictureFromLibrary.tsx';
import { uploadPicture } from '../media/upload-picture.ts';
import type { FieldErrors } from '../form/field-errors.ts';
import { FieldNote, TextField } from '../form/inputs.tsx';
import { useSay } from '../shell/console-words.tsx';

/** One entry of the form: a picture and the key it keeps while it moves. */
export interface PictureEntry extends ItemPicture {
  key: number;
}

let nextKey = 1;

/** The form's entries of an item's pictures: one empty entry for an item without a picture. */
export function pictureEntries(pictures: readonly ItemPicture[]): PictureEntry[] {
  const list = pictures.length > 0 ? pictures : [{ image: '', alt: '', alt_mr: '' }];
  return list.map((picture) => ({ ...picture, key: nextKey++ }));
}

const emptyEntry = (): PictureEntry => ({ image: '', alt: '', alt_mr: '', key: nextKey++ });

interface Props {
  /** At least one entry: the first may be empty (no picture). */
  pictures: PictureEntry[];
  /** The item's names, for the alt texts of a picture just chosen. */
  name: string;
  nameMr: string;
  errors: FieldErrors;
  onChange(pictures: PictureEntry[]): void;
}

/** The form's entries as the request sends them: none for an item without a picture. */
export function picturesToSend(pictures: readonly PictureEntry[]): ItemPicture[] {
  const [only] = pictures;
  if (pictures.length === 1 && only?.image.trim() === '') return [];
  return pictures.map(({ image, alt, alt_mr }) => ({ image, alt, alt_mr }));
}

/** Keeps the focus on the button a person pressed as its picture moves (or on its twin at an end). */
function focusMoved(key: number, direction: 'up' | 'down'): void {
  requestAnimationFrame(() => {
    const pressed = document.getElementById(`picture-${key}-${direction}`);
    const other = document.getElementById(`picture-${key}-${direction === 'up' ? 'down' : 'up'}`);
    (pressed instanceof HTMLButtonElement && !pressed.disabled ? pressed : other)?.focus();
  });
}

/** A file sent to the media library for one entry, described by the item's names. */
function UploadForItem(props: { number: number; name: string; nameMr: string; onUploaded(image: string): void }) {
  const say = useSay();
  const [state, setState] = useState<{ busy: boolean; problem: string | null }>({ busy: false, problem: null });
  const id = `picture-upload-${props.number}`;
  const send = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const name = props.name.trim();
    if (name === '') {
      input.value = '';
      return setState({ busy: false, problem: say('consoleItemPictureNameFirst') });
    }
    setState({ busy: true, problem: null });
    const answer = await uploadPicture(file, { alt_en: name, alt_mr: props.nameMr.trim() || name });
    input.value = '';
    if (!answer.ok) return setState({ busy: false, problem: answer.error.fields?.file ?? answer.error.message });
    setState({ busy: false, problem: null });
    props.onUploaded(answer.value.media.image);
  };
  return (
    <div className="s-field">
      <label htmlFor={id}>{say('consoleItemPictureUpload', { number: props.number })}</label>
      <input
        id={id}
        type="file"
        accept={MEDIA_ACCEPT}
        disabled={state.busy}
        aria-describedby={state.problem ? `${id}-error` : undefined}
        aria-invalid={state.problem ? true : undefined}
        onChange={(event) => void send(event)}
      />
      {state.busy && <span className="c-hint">{say('consoleItemPictureUploading')}</span>}
      {state.problem && (
        <span id={`${id}-error`} className="c-field-error" role="alert">
          {state.problem}
        </span>
      )}
    </div>
  );
}

export default function ItemPicturesField({ pictures, name, nameMr, errors, onChange }: Props) {
  const say = useSay();
  const total = pictures.length;
  const replace = (index: number, picture: PictureEntry) =>
    onChange(pictures.map((one, at) => (at === index ? picture : one)));
  /** A picture given to an entry takes the item's names as its alt texts while they are empty. */
  const give = (index: number, image: string) => {
    const changed = { ...(pictures[index] ?? emptyEntry()), image };
    replace(index, image.trim() === '' ? changed : { ...changed, ...withAltFromName(changed, name, nameMr) });
  };
  const remove = (index: number) => {
    const left = pictures.filter((_, at) => at !== index);
    onChange(left.length > 0 ? left : [emptyEntry()]);
  };

  return (
    <fieldset className="c-pictures" aria-describedby={errors.pictures ? 'f-pictures-error' : undefined}>
      <legend>{say('consoleItemPictures')}</legend>
      <p className="c-hint">{say('consoleItemPicturesHint')}</p>
      <FieldNote field="pictures" errors={errors} />
      <ol className="c-picture-list">
        {pictures.map((picture, index) => {
          const number = index + 1;
          // The first picture's address is the item's Picture (its field and rules).
          const field = index === 0 ? 'image' : `pictures.${index}.image`;
          const fieldErrors = index === 0 ? { image: errors.image ?? errors['pictures.0.image'] ?? '' } : errors;
          return (
            <li key={picture.key} className="c-picture" aria-label={say('consoleItemPictureOf', { number, total })}>
              <PictureFromLibrary
                image={picture.image}
                of={index === 0 ? 'the item' : `picture ${number} of the item`}
                onChoose={(image) => give(index, image)}
              />
              <UploadForItem number={number} name={name} nameMr={nameMr} onUploaded={(image) => give(index, image)} />
              <TextField
                field={field}
                label={index === 0 ? say('consoleItemPicture') : say('consoleItemPictureNumbered', { number })}
                value={picture.image}
                errors={fieldErrors.image === '' ? {} : fieldErrors}
                onChange={(image) => give(index, image)}
                hint={index === 0 ? say('consoleItemPictureHint') : undefined}
              />
              <TextField
                field={`pictures.${index}.alt`}
                label={say('consoleItemPictureAlt', { number })}
                value={picture.alt}
                errors={errors}
                maxLength={250}
                placeholder={name}
                onChange={(alt) => replace(index, { ...picture, alt })}
              />
              <TextField
                field={`pictures.${index}.alt_mr`}
                label={say('consoleItemPictureAltMr', { number })}
                value={picture.alt_mr}
                errors={errors}
                lang="mr"
                maxLength={250}
                placeholder={nameMr || name}
                onChange={(alt_mr) => replace(index, { ...picture, alt_mr })}
              />
              <div className="c-picture-actions">
                <button
                  id={`picture-${picture.key}-up`}
                  type="button"
                  className="s-btn ghost"
                  disabled={index === 0}
                  aria-label={say('consoleItemPictureMoveUpOf', { number })}
                  onClick={() => {
                    onChange(movedPicture(pictures, index, -1));
                    focusMoved(picture.key, 'up');
                  }}
                >
                  {say('consoleItemPictureMoveUp')}
                </button>
                <button
                  id={`picture-${picture.key}-down`}
                  type="button"
                  className="s-btn ghost"
                  disabled={index === total - 1}
                  aria-label={say('consoleItemPictureMoveDownOf', { number })}
                  onClick={() => {
                    onChange(movedPicture(pictures, index, 1));
                    focusMoved(picture.key, 'down');
                  }}
                >
                  {say('consoleItemPictureMoveDown')}
                </button>
                <button
                  type="button"
                  className="s-btn ghost"
                  aria-label={say('consoleItemPictureRemoveOf', { number })}
                  onClick={() => remove(index)}
                  disabled={total === 1 && picture.image === ''}
                >
                  {say('consoleItemPictureRemove')}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {total < ITEM_PICTURES_MAX && (pictures[total - 1]?.image.trim() ?? '') !== '' && (
        <button type="button" className="s-btn ghost" onClick={() => onChange([...pictures, emptyEntry()])}>
          {say('consoleItemPictureAdd')}
        </button>
      )}
    </fieldset>
  );
}
