// One slide of a promo slider in the home editor (decision 0283): its picture from the media
// library with the alt text it needs, where it leads (chosen, never typed: a campaign or info page
// from the server's list, a category, item or store found by name, or a screen of the app:
// SlideLinkChoice.tsx), the
// days it shows and the stores whose customers see it. Each refused field says why on itself.
import type { HomeReferenceLists, HomeThingView } from '../../../../domain/api/staff/home.ts';
import type { SlideDraft } from '../../../../domain/home/home-composition.ts';
import type { FieldErrors } from '../../form/field-errors.ts';
import { Field, FieldGroup } from '../../form/fields.tsx';
import PictureFromLibrary from '../../media/PictureFromLibrary.tsx';
import { idOf } from '../home-ids.ts';
import { useFormSay } from '../../form/form-words.ts';
import { useSay } from '../../shell/console-words.tsx';
import SlideLinkChoice from './SlideLinkChoice.tsx';

interface Props {
  slide: SlideDraft;
  /** Where the slide's fields are in the composition ("sliders.0.slides.2"): refusals are keyed by it. */
  at: string;
  position: number;
  count: number;
  style: string;
  references: HomeReferenceLists;
  errors: FieldErrors;
  onChange(slide: SlideDraft): void;
  onFound(kind: 'item' | 'category' | 'store', thing: HomeThingView): void;
  onMove(by: -1 | 1): void;
  onRemove(): void;
}

export default function SlideEditor({
  slide,
  at,
  position,
  count,
  style,
  references,
  errors,
  onChange,
  onFound,
  onMove,
  onRemove,
}: Props) {
  const say = useSay();
  const formSay = useFormSay();
  const set = <K extends keyof SlideDraft>(key: K, value: SlideDraft[K]) => onChange({ ...slide, [key]: value });
  const error = (field: string) => errors[`${at}.${field}`];
  const title = slide.name.trim() || say('consoleHomeSlideNumbered', { number: position });

  return (
    <li className="hc-slide" aria-label={title}>
      <div className="hc-slide-head">
        <h4>{title}</h4>
        <div className="hc-moves">
          <button
            type="button"
            className="s-btn ghost"
            aria-label={say('consoleHomeMoveSlideUp', { title })}
            disabled={position === 1}
            onClick={() => onMove(-1)}
          >
            ↑
          </button>
          <button
            type="button"
            className="s-btn ghost"
            aria-label={say('consoleHomeMoveSlideDown', { title })}
            disabled={position === count}
            onClick={() => onMove(1)}
          >
            ↓
          </button>
          <button type="button" className="s-btn danger" onClick={onRemove}>
            {say('consoleHomeRemoveSlide')}
          </button>
        </div>
      </div>
      <div className="cf-grid">
        <Field id={idOf(`${at}.name`)} label={say('consoleHomeSlideName')} error={error('name')}>
          {(props) => (
            <input
              {...props}
              value={slide.name}
              maxLength={120}
              onChange={(event) => set('name', event.currentTarget.value)}
            />
          )}
        </Field>
        <div className="s-field" id={idOf(`${at}.image`)}>
          <span className="hc-label">{formSay('consoleFormPicture')}</span>
          <PictureFromLibrary
            image={slide.image}
            of={say('consoleHomeTheSlide')}
            onChoose={(image) => onChange({ ...slide, image })}
            onChooseMedia={(media) =>
              onChange({
                ...slide,
                image: media.image,
                alt: slide.alt.trim() === '' ? media.alt_en : slide.alt,
                alt_mr: slide.alt_mr.trim() === '' ? media.alt_mr : slide.alt_mr,
              })
            }
          />
          {error('image') && <span className="cf-error">⚠ {error('image')}</span>}
        </div>
        <Field
          id={idOf(`${at}.alt`)}
          label={say('consoleHomeAltEn')}
          error={error('alt')}
          hint={say('consoleHomeAltHint')}
        >
          {(props) => (
            <input
              {...props}
              value={slide.alt}
              maxLength={200}
              onChange={(event) => set('alt', event.currentTarget.value)}
            />
          )}
        </Field>
        <Field id={idOf(`${at}.alt_mr`)} label={say('consoleHomeAltMr')} error={error('alt_mr')}>
          {(props) => (
            <input
              {...props}
              lang="mr"
              value={slide.alt_mr}
              maxLength={200}
              onChange={(event) => set('alt_mr', event.currentTarget.value)}
            />
          )}
        </Field>
        <SlideLinkChoice
          linkId={idOf(`${at}.link`)}
          link={slide.link}
          style={style}
          references={references}
          error={error('link')}
          onLink={(link) => set('link', link)}
          onFound={onFound}
        />
        <Field
          id={idOf(`${at}.starts_on`)}
          label={say('consoleHomeShowsFrom')}
          error={error('starts_on')}
          hint={say('consoleHomeEmptyFromNow')}
        >
          {(props) => (
            <input
              {...props}
              type="date"
              value={slide.starts_on ?? ''}
              onChange={(event) => set('starts_on', event.currentTarget.value || null)}
            />
          )}
        </Field>
        <Field
          id={idOf(`${at}.ends_on`)}
          label={say('consoleHomeShowsUntil')}
          error={error('ends_on')}
          hint={say('consoleHomeShowsUntilHint')}
        >
          {(props) => (
            <input
              {...props}
              type="date"
              value={slide.ends_on ?? ''}
              onChange={(event) => set('ends_on', event.currentTarget.value || null)}
            />
          )}
        </Field>
        <FieldGroup
          className="cf-wide"
          id={idOf(`${at}.store_ids`)}
          legend={say('consoleHomeShownTo')}
          error={error('store_ids')}
          hint={say('consoleHomeShownToHint')}
        >
          {references.stores.map((store) => (
            <label key={store.id}>
              <input
                type="checkbox"
                checked={slide.store_ids.includes(store.id)}
                onChange={(event) =>
                  set(
                    'store_ids',
                    event.currentTarget.checked
                      ? [...slide.store_ids, store.id]
                      : slide.store_ids.filter((storeId) => storeId !== store.id),
                  )
                }
              />
              {store.name}
            </label>
          ))}
        </FieldGroup>
      </div>
    </li>
  );
}
