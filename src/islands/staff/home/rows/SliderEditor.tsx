// A slider row's own editor: its name (for editors), and its slides in order (SlideEditor.tsx),
// each moved or removed; a slide added takes the keyboard to its name.
import type { HomeReferenceLists, HomeThingView } from '../../../../domain/api/staff/home.ts';
import {
  moveRow,
  SLIDER_NAME_MAX,
  type SlideDraft,
  type SliderDraft,
} from '../../../../domain/home/home-composition.ts';
import type { FieldErrors } from '../../form/field-errors.ts';
import { Field } from '../../form/fields.tsx';
import { idOf } from '../home-ids.ts';
import { useSay } from '../../shell/console-words.tsx';
import SlideEditor from '../slides/SlideEditor.tsx';

const blankSlide = (): SlideDraft => ({
  id: null,
  name: '',
  image: '',
  alt: '',
  alt_mr: '',
  link: null,
  starts_on: null,
  ends_on: null,
  store_ids: [],
});

interface Props {
  slider: SliderDraft;
  index: number;
  errors: FieldErrors;
  references: HomeReferenceLists;
  found(kind: 'item' | 'category' | 'store', thing: HomeThingView): void;
  setSlider(index: number, slider: SliderDraft): void;
}

export default function SliderEditor({ slider, index, errors, references, found, setSlider }: Props) {
  const say = useSay();
  const at = `sliders.${index}`;
  const setSlides = (slides: SlideDraft[]) => setSlider(index, { ...slider, slides });
  return (
    <div className="hc-editor">
      <Field
        id={idOf(`${at}.name`)}
        label={say('consoleHomeSliderName')}
        error={errors[`${at}.name`]}
        hint={say('consoleHomeSliderNameHint')}
      >
        {(props) => (
          <input
            {...props}
            value={slider.name}
            maxLength={SLIDER_NAME_MAX}
            onChange={(event) => setSlider(index, { ...slider, name: event.currentTarget.value })}
          />
        )}
      </Field>
      {errors[`${at}.slides`] && <p className="cf-error">⚠ {errors[`${at}.slides`]}</p>}
      <ul className="hc-slides" aria-label={say('consoleHomeSlidesOf', { name: slider.name })}>
        {slider.slides.map((slide, position) => (
          <SlideEditor
            // A new slide has no id yet: its place keys it until it is published.
            key={slide.id ?? `new-${position}`}
            slide={slide}
            at={`${at}.slides.${position}`}
            position={position + 1}
            count={slider.slides.length}
            style={slider.style}
            references={references}
            errors={errors}
            onChange={(next) => setSlides(slider.slides.with(position, next))}
            onFound={found}
            onMove={(by) => setSlides(moveRow(slider.slides, position, by))}
            onRemove={() => setSlides(slider.slides.filter((_, other) => other !== position))}
          />
        ))}
      </ul>
      <button
        type="button"
        className="s-btn"
        onClick={() => {
          setSlides([...slider.slides, blankSlide()]);
          requestAnimationFrame(() =>
            document.getElementById(idOf(`${at}.slides.${slider.slides.length}.name`))?.focus(),
          );
        }}
      >
        {say('consoleHomeAddSlide', { name: slider.name || say('consoleHomeTheSlider') })}
      </button>
    </div>
  );
}
