// One row of the home in the composer's list: its name, kind and days, moved up or down, its style
// where the spec allows more than one, shown or hidden, removed; opened, its days and its own
// editor (a section's, SectionEditor.tsx, or a slider's, SliderEditor.tsx).
import {
  type HomeRowDraft,
  isNewInDraft,
  SLIDER_STYLES,
  type SectionDraft,
  type SliderDraft,
  sectionStyles,
} from '../../../../domain/home/home-composition.ts';
import { Field } from '../../form/fields.tsx';
import { idOf } from '../home-ids.ts';
import type { HomeDraft } from '../use-home-draft.ts';
import { useSay } from '../../shell/console-words.tsx';
import { daysWords, kindWords, styleWords } from './row-words.ts';
import SectionEditor from './SectionEditor.tsx';
import SliderEditor from './SliderEditor.tsx';

interface Props {
  draft: HomeDraft;
  row: HomeRowDraft;
  index: number;
  onMove(by: -1 | 1): void;
  onRemove(): void;
}

export default function RowItem({ draft, row, index, onMove, onRemove }: Props) {
  const say = useSay();
  const { composition, errors, open } = draft;
  const setRow = (at: number, next: HomeRowDraft) =>
    draft.change({ ...composition, rows: composition.rows.with(at, next) });
  const setSection = (at: number, section: SectionDraft) =>
    draft.change({ ...composition, sections: composition.sections.with(at, section) });
  const setSlider = (at: number, slider: SliderDraft) =>
    draft.change({ ...composition, sliders: composition.sliders.with(at, slider) });
  const sectionIndex = composition.sections.findIndex((one) => row.kind === 'section' && one.id === row.ref_id);
  const sliderIndex = composition.sliders.findIndex((one) => row.kind === 'slider' && one.id === row.ref_id);
  const section = composition.sections[sectionIndex];
  const slider = composition.sliders[sliderIndex];
  const kind = kindWords(section, slider, say);
  const name = section?.title || slider?.name || say('consoleHomeNewRow', { kind: kind.toLowerCase() });
  const styles = section ? sectionStyles(section) : SLIDER_STYLES;
  const style = section ? section.style : (slider?.style ?? null);
  const styleAt = section ? `sections.${sectionIndex}.style` : `sliders.${sliderIndex}.style`;
  const isOpen = open.has(row.id);
  const editorId = `hc-row-${row.id}-editor`;
  const about = [
    kind,
    slider
      ? slider.slides.length === 1
        ? say('consoleHomeOneSlide')
        : say('consoleHomeSlides', { count: slider.slides.length })
      : null,
    row.visible ? null : say('consoleHomeHidden'),
    daysWords(row, say),
    isNewInDraft(row.id) ? say('consoleHomeNew') : null,
  ];
  return (
    <li className={`hc-row${row.visible ? '' : ' is-hidden'}`}>
      <div className="hc-row-head">
        <span className="hc-pos" aria-hidden="true">
          {index + 1}
        </span>
        <div className="hc-row-name">
          <strong>{name}</strong>
          <span className="s-muted">{about.filter(Boolean).join(' · ')}</span>
        </div>
        <div className="hc-moves">
          <button
            type="button"
            id={`hc-move-${row.id}-up`}
            className="s-btn ghost"
            aria-label={say('consoleHomeMoveUp', { name })}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          >
            ↑
          </button>
          <button
            type="button"
            id={`hc-move-${row.id}-down`}
            className="s-btn ghost"
            aria-label={say('consoleHomeMoveDown', { name })}
            disabled={index === composition.rows.length - 1}
            onClick={() => onMove(1)}
          >
            ↓
          </button>
        </div>
      </div>
      <div className="hc-row-tools">
        {styles.length > 1 && style !== null ? (
          <Field id={idOf(styleAt)} label={say('consoleHomeStyleOf', { name })} error={errors[styleAt]}>
            {(props) => (
              <select
                {...props}
                value={style}
                onChange={(event) => {
                  const next = event.currentTarget.value;
                  if (section) setSection(sectionIndex, { ...section, style: next });
                  else if (slider) setSlider(sliderIndex, { ...slider, style: next });
                }}
              >
                {styles.map((one) => (
                  <option key={one} value={one}>
                    {styleWords(one, say)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : (
          <p className="s-muted hc-one-style">
            {say('consoleHomeOneLayout', {
              style: style === null ? say('consoleHomeLayoutDefault') : styleWords(style, say),
            })}
          </p>
        )}
        <label className="hc-check">
          <input
            type="checkbox"
            checked={row.visible}
            onChange={(event) => setRow(index, { ...row, visible: event.currentTarget.checked })}
          />
          {say('consoleHomeShown')}
        </label>
        <button
          type="button"
          className="s-btn ghost"
          aria-expanded={isOpen}
          aria-controls={editorId}
          onClick={() =>
            draft.setOpen((ids) => {
              const next = new Set(ids);
              if (next.has(row.id)) next.delete(row.id);
              else next.add(row.id);
              return next;
            })
          }
        >
          {isOpen ? say('consoleHomeClose', { name }) : say('consoleHomeEdit', { name })}
        </button>
        <button type="button" className="s-btn ghost" onClick={onRemove}>
          {say('consoleHomeRemoveRow', { name })}
        </button>
      </div>
      {errors[`rows.${index}`] && <p className="cf-error">⚠ {errors[`rows.${index}`]}</p>}
      <div id={editorId} hidden={!isOpen}>
        {isOpen && (
          <div className="cf-grid hc-days">
            <Field
              id={idOf(`rows.${index}.starts_on`)}
              label={say('consoleHomeRowFrom', { name })}
              error={errors[`rows.${index}.starts_on`]}
              hint={say('consoleHomeEmptyFromNow')}
            >
              {(props) => (
                <input
                  {...props}
                  type="date"
                  value={row.starts_on ?? ''}
                  onChange={(event) => setRow(index, { ...row, starts_on: event.currentTarget.value || null })}
                />
              )}
            </Field>
            <Field
              id={idOf(`rows.${index}.ends_on`)}
              label={say('consoleHomeRowUntil', { name })}
              error={errors[`rows.${index}.ends_on`]}
              hint={say('consoleHomeEmptyNoLastDay')}
            >
              {(props) => (
                <input
                  {...props}
                  type="date"
                  value={row.ends_on ?? ''}
                  onChange={(event) => setRow(index, { ...row, ends_on: event.currentTarget.value || null })}
                />
              )}
            </Field>
          </div>
        )}
        {isOpen && section && (
          <SectionEditor
            section={section}
            index={sectionIndex}
            errors={errors}
            itemName={draft.itemName}
            found={draft.found}
            setSection={setSection}
          />
        )}
        {isOpen && slider && (
          <SliderEditor
            slider={slider}
            index={sliderIndex}
            errors={errors}
            references={draft.references}
            found={draft.found}
            setSlider={setSlider}
          />
        )}
      </div>
    </li>
  );
}
