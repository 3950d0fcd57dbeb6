// Beside a form's "Picture" field (a store's, a category's, an item's, a combo's, a slide's): a
// thumbnail of the picture the field names now with its name in the media library (the file a person
// uploaded; decision 0326), the shop's placeholder when it names none or one that does not load, and
// "Choose from the library", which opens the media library's grid (MediaPicker) and puts the chosen
// picture's reference (`media.image`, decision 0269) in the field. The field itself stays a text
// field a person may type in: an https:// address or a path still works.
import { useEffect, useId, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { MediaView } from '../../../domain/api/staff/media.ts';
import { mediaPath, parseMediaPath } from '../../../domain/media/media.ts';
import { NO_PICTURE } from '../../../domain/pictures.ts';
import { useFormSay } from '../form/form-words.ts';
import MediaPicker from './MediaPicker.tsx';
import './media.css';

interface Props {
  /** What the Picture field holds now. */
  image: string;
  /** Called with the chosen picture's reference. */
  onChoose(image: string): void;
  /** Called instead of onChoose with the whole picture, for a form that also takes its alt texts. */
  onChooseMedia?: ((media: MediaView) => void) | undefined;
  /** What the picture is of, for the thumbnail's words ("the item", "the store"). */
  of: string;
}

/** The library's names of its pictures by id, as read once on this page. */
const names = new Map<number, string>();

/** The picture's name in the library (read once per page), or null while unknown or for another picture. */
function useMediaName(mediaId: number | null): string | null {
  const [name, setName] = useState(mediaId === null ? null : (names.get(mediaId) ?? null));
  useEffect(() => {
    if (mediaId === null) return setName(null);
    const known = names.get(mediaId);
    if (known !== undefined) return setName(known);
    setName(null);
    let current = true;
    void callApi('staff/media', { media_ids: [mediaId] }).then((answer) => {
      const found = answer.ok ? answer.value.media.find((one) => one.id === mediaId) : undefined;
      if (!found) return;
      names.set(mediaId, found.original_name);
      if (current) setName(found.original_name);
    });
    return () => {
      current = false;
    };
  }, [mediaId]);
  return name;
}

/** What a picture that is not the library's is called: the last part of its address. */
const addressName = (image: string): string => image.split(/[/?#]/).filter(Boolean).at(-1) ?? image;

/** The smallest copy of a library picture for the thumbnail; any other reference as it is. */
function thumbnailOf(image: string): string | null {
  const copy = parseMediaPath(image);
  if (copy) return mediaPath(copy.id, Math.min(160, copy.width), 'webp');
  return image.startsWith('/') || image.startsWith('https://') ? image : null;
}

/**
 * The picture a field names now: its thumbnail and its name in the library (or the last part of its
 * address), the shop's placeholder when it names none or one that does not load.
 */
export function PictureNow({ image, of }: { image: string; of: string }) {
  const say = useFormSay();
  const [broken, setBroken] = useState<string | null>(null);
  const trimmed = image.trim();
  const thumbnail = trimmed === '' ? null : thumbnailOf(trimmed);
  const chosenId = parseMediaPath(trimmed)?.id ?? null;
  const mediaName = useMediaName(chosenId);
  const shown = thumbnail && broken !== thumbnail ? thumbnail : null;
  const name =
    trimmed === '' ? say('consoleFormNoPicture') : chosenId !== null ? (mediaName ?? '…') : addressName(trimmed);
  return (
    <>
      <img
        className="media-thumb"
        src={shown ?? NO_PICTURE}
        alt={shown ? say('consoleFormPictureChosenFor', { of }) : say('consoleFormNoPictureFor', { of })}
        width="64"
        height="64"
        onError={shown ? () => setBroken(shown) : undefined}
      />
      <span className="media-name">{name}</span>
    </>
  );
}

export default function PictureFromLibrary({ image, onChoose, onChooseMedia, of }: Props) {
  const say = useFormSay();
  const [open, setOpen] = useState(false);
  const pickerId = useId();
  const chosenId = parseMediaPath(image.trim())?.id ?? null;

  const choose = (media: MediaView) => {
    names.set(media.id, media.original_name);
    if (onChooseMedia) onChooseMedia(media);
    else onChoose(media.image);
    setOpen(false);
  };

  return (
    <div className="media-beside">
      <div className="media-beside-row">
        <PictureNow image={image} of={of} />
        <button
          type="button"
          className="s-btn ghost"
          aria-expanded={open}
          aria-controls={pickerId}
          onClick={() => setOpen((now) => !now)}
        >
          {open ? say('consoleFormCloseLibrary') : say('consoleFormChooseFromLibrary')}
        </button>
      </div>
      <div id={pickerId} hidden={!open}>
        {open && (
          <MediaPicker label={say('consoleFormPictureFromLibrary', { of })} chosenId={chosenId} onChoose={choose} />
        )}
      </div>
    </div>
  );
}
