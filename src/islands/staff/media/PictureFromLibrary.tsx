// Beside a form's "Picture" field (a store's, a category's, an item's, a combo's): a thumbnail of the
// picture the field names now, and "Choose from the library", which opens the media library's grid
// (MediaPicker) and puts the chosen picture's reference (`media.image`, decision 0269) in the field.
// The field itself stays a text field a person may type in: an https:// address or a path still works.
import { useId, useState } from 'react';
import type { MediaView } from '../../../domain/api/staff/media.ts';
import { mediaPath, parseMediaPath } from '../../../domain/media/media.ts';
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

/** The smallest copy of a library picture for the thumbnail; any other reference as it is. */
function thumbnailOf(image: string): string | null {
  const copy = parseMediaPath(image);
  if (copy) return mediaPath(copy.id, Math.min(160, copy.width), 'webp');
  return image.startsWith('/') || image.startsWith('https://') ? image : null;
}

export default function PictureFromLibrary({ image, onChoose, onChooseMedia, of }: Props) {
  const [open, setOpen] = useState(false);
  const [broken, setBroken] = useState<string | null>(null);
  const pickerId = useId();
  const trimmed = image.trim();
  const thumbnail = trimmed === '' ? null : thumbnailOf(trimmed);
  const chosenId = parseMediaPath(trimmed)?.id ?? null;

  const choose = (media: MediaView) => {
    if (onChooseMedia) onChooseMedia(media);
    else onChoose(media.image);
    setOpen(false);
  };

  return (
    <div className="media-beside">
      <div className="media-beside-row">
        {thumbnail && broken !== thumbnail ? (
          <img
            className="media-thumb"
            src={thumbnail}
            alt={`Now chosen for ${of}`}
            width="64"
            height="64"
            onError={() => setBroken(thumbnail)}
          />
        ) : (
          <span className="media-thumb media-thumb-none">{trimmed === '' ? 'No picture' : 'Not shown here'}</span>
        )}
        <button
          type="button"
          className="s-btn ghost"
          aria-expanded={open}
          aria-controls={pickerId}
          onClick={() => setOpen((now) => !now)}
        >
          {open ? 'Close the library' : 'Choose from the library'}
        </button>
      </div>
      <div id={pickerId} hidden={!open}>
        {open && <MediaPicker label={`A picture of ${of} from the library`} chosenId={chosenId} onChoose={choose} />}
      </div>
    </div>
  );
}
