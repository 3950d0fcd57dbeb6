// /staff/home (decisions 0283, 0317): an editor composes the customers' home. The rows in order
// (added of each kind the storefront renders, moved with buttons, restyled where the spec allows,
// shown or hidden, given days, removed), each section's title in English and Marathi and its items
// (found by name), each slider's name and slides, the deal of the day, and where the footer's
// centre button leads. Changes
// are kept as a draft customers never see; the preview renders the draft at a point on the map;
// publishing applies it at once. The form checks with the server's rules
// (domain/home/home-composition.ts homeRefusals) and shows each reason on its field.
import { useMemo, useRef, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import { formatShopMoment } from '../../../domain/calendar.ts';
import type { HomeReferenceLists, HomeThingView, StaffHomeAnswer } from '../../../domain/api/staff/home.ts';
import {
  type DealDraft,
  type HomeComposition,
  type HomeRowDraft,
  homeRefusals,
  isNewInDraft,
  moveRow,
  type NewRowKind,
  referencesOf,
  type SectionDraft,
  SLIDER_NAME_MAX,
  SLIDER_STYLES,
  type SlideDraft,
  type SliderDraft,
  sectionStyles,
  withNewRow,
  withoutRow,
} from '../../../domain/home/home-composition.ts';
import { type FieldErrors, reasonsOf } from '../form/field-errors.ts';
import { Field, focusFirstRefused } from '../form/fields.tsx';
import FooterChoice from './FooterChoice.tsx';
import SlideEditor from './SlideEditor.tsx';
import ThingSearch from './ThingSearch.tsx';
import './home.css';

const idOf = (path: string) => `hc-${path.replaceAll('.', '-')}`;

const STYLE_WORDS: Record<string, string> = {
  style_1: 'Style 1',
  style_2: 'Style 2',
  style_3: 'Style 3',
  style_4: 'Style 4',
  style_5: 'Style 5',
  style_6: 'Style 6 (tabs)',
  style_7: 'Style 7',
  style_8: 'Style 8',
  style_9: 'Style 9',
  style_11: 'Style 11 (single banner)',
  default: 'Default tiles',
  new1: 'Cards 115 wide',
  new2: 'Cards 150 wide',
  new3: 'Row cards 300 × 115',
  style8: 'Tall picture card',
};

/** The rows an editor may add, in the words of the button that adds each. */
const NEW_ROW_WORDS: Record<NewRowKind, string> = {
  slider: 'promo slider',
  banner: 'campaign banner',
  section: 'featured section',
  category: 'category section',
  deals: 'deal row',
};

/** What kind of row it is, as an editor calls it. */
function kindWords(section: SectionDraft | undefined, slider: SliderDraft | undefined): string {
  if (slider) return slider.style === 'style_11' ? 'Campaign banner' : 'Promo slider';
  if (section?.type === 'deal_of_the_day') return 'Deal row';
  if (section?.type === 'category') return 'Category section';
  return 'Featured section';
}

/** A row's days, briefly ('' when it shows every day). */
function daysWords(row: HomeRowDraft): string {
  if (row.starts_on && row.ends_on) return ` · ${row.starts_on} to ${row.ends_on}`;
  if (row.starts_on) return ` · from ${row.starts_on}`;
  if (row.ends_on) return ` · until ${row.ends_on}`;
  return '';
}

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

/** Adds what a search found to the references, so the form can name it and check it. */
function withFound(lists: HomeReferenceLists, kind: 'item' | 'category' | 'store', thing: HomeThingView) {
  const key = kind === 'item' ? 'items' : kind === 'category' ? 'categories' : 'stores';
  if (lists[key].some((one) => one.id === thing.id)) return lists;
  return { ...lists, [key]: [...lists[key], thing] };
}

const when = (iso: string) => formatShopMoment(iso, 'en-IN', 'dateTime');

export default function StaffHome({ initial, today }: { initial: StaffHomeAnswer; today: string }) {
  const [home, setHome] = useState(initial);
  const [composition, setComposition] = useState(initial.composition);
  const [references, setReferences] = useState(initial.references);
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [place, setPlace] = useState(initial.places[0] ? '0' : 'typed');
  const [typed, setTyped] = useState({ lat: '', lng: '' });
  const [previewError, setPreviewError] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);

  const refusalsNow = useMemo(
    () => reasonsOf(homeRefusals(composition, referencesOf(references))),
    [composition, references],
  );

  const change = (next: HomeComposition) => {
    setComposition(next);
    setDirty(true);
    setNotice(null);
    // A refusal shown goes once its field is right (the same rules, on the changed composition).
    const still = reasonsOf(homeRefusals(next, referencesOf(references)));
    setErrors((shown) =>
      Object.fromEntries(Object.keys(shown).flatMap((key) => (still[key] ? [[key, still[key]]] : []))),
    );
  };

  const load = (answer: StaffHomeAnswer) => {
    setHome(answer);
    setComposition(answer.composition);
    setReferences(answer.references);
    setDirty(false);
  };

  /** Opens the editors of the rows with refused fields, so that each reason shows on its field. */
  const openRefused = (refusals: FieldErrors) => {
    const ids = new Set(open);
    for (const key of Object.keys(refusals)) {
      const [part, index] = key.split('.');
      const at = Number(index);
      if (part === 'sections') {
        const id = composition.sections[at]?.id;
        const row = composition.rows.find((one) => one.kind === 'section' && one.ref_id === id);
        if (row) ids.add(row.id);
      } else if (part === 'sliders') {
        const id = composition.sliders[at]?.id;
        const row = composition.rows.find((one) => one.kind === 'slider' && one.ref_id === id);
        if (row) ids.add(row.id);
      } else if (part === 'rows') {
        const row = composition.rows[at];
        if (row) ids.add(row.id);
      }
    }
    setOpen(ids);
  };

  const save = async (): Promise<StaffHomeAnswer | null> => {
    setBusy(true);
    setFormError(null);
    const answer = await callApi('staff/home-save', { stamp: home.stamp, composition });
    setBusy(false);
    if (!answer.ok) {
      setFormError(answer.error.message);
      return null;
    }
    load(answer.value);
    return answer.value;
  };

  const saveDraft = async () => {
    const saved = await save();
    if (saved) setNotice('Draft saved. Customers still see the published home.');
  };

  const publish = async () => {
    setNotice(null);
    if (Object.keys(refusalsNow).length > 0) {
      setErrors(refusalsNow);
      openRefused(refusalsNow);
      setFormError('Some fields need a change before publishing: each says why.');
      focusFirstRefused(root.current);
      return;
    }
    const saved = dirty || !home.has_draft ? await save() : home;
    if (!saved) return;
    setBusy(true);
    const answer = await callApi('staff/home-publish', { stamp: saved.stamp });
    setBusy(false);
    if (!answer.ok) {
      setErrors(answer.error.fields ?? {});
      openRefused(answer.error.fields ?? {});
      setFormError(answer.error.message);
      focusFirstRefused(root.current);
      return;
    }
    load(answer.value);
    setErrors({});
    setFormError(null);
    setNotice('Published: customers see the new home now.');
  };

  const discard = async () => {
    if (!window.confirm('Drop the draft? Its changes are lost; customers keep the published home.')) return;
    setBusy(true);
    const answer = await callApi('staff/home-discard', { stamp: home.stamp });
    setBusy(false);
    if (!answer.ok) {
      setFormError(answer.error.message);
      return;
    }
    load(answer.value);
    setErrors({});
    setNotice('Draft dropped: this is the published home.');
  };

  const preview = async () => {
    setPreviewError(null);
    let point: { lat: number; lng: number; name: string } | null = null;
    const chosen = place === 'typed' ? null : home.places[Number(place)];
    if (chosen) point = { lat: chosen.lat, lng: chosen.lng, name: chosen.name };
    else {
      const lat = Number(typed.lat);
      const lng = Number(typed.lng);
      if (typed.lat.trim() === '' || typed.lng.trim() === '' || !Number.isFinite(lat) || !Number.isFinite(lng)) {
        setPreviewError('Type a latitude and a longitude, such as 18.5074 and 73.8077.');
        return;
      }
      if (Math.abs(lat) > 90 || Math.abs(lng) > 180) {
        setPreviewError('A latitude is between −90 and 90, a longitude between −180 and 180.');
        return;
      }
      point = { lat, lng, name: `${lat}, ${lng}` };
    }
    // The preview renders the saved draft: unsaved changes are saved first.
    if (dirty && !(await save())) return;
    const query = new URLSearchParams({ lat: String(point.lat), lng: String(point.lng), place: point.name });
    window.location.assign(`/staff/home/preview?${query}`);
  };

  // ---- Rows ----

  const moveRowAt = (index: number, by: -1 | 1) => {
    const row = composition.rows[index];
    change({ ...composition, rows: moveRow(composition.rows, index, by) });
    if (!row) return;
    // Keep the keyboard on the button that moved the row (the other one at an end).
    requestAnimationFrame(() => {
      const same = document.getElementById(`hc-move-${row.id}-${by === -1 ? 'up' : 'down'}`);
      const other = document.getElementById(`hc-move-${row.id}-${by === -1 ? 'down' : 'up'}`);
      (same instanceof HTMLButtonElement && !same.disabled ? same : other)?.focus();
    });
  };

  const addRow = (kind: NewRowKind) => {
    const next = withNewRow(composition, kind);
    const row = next.rows.at(-1);
    change(next);
    if (!row) return;
    setOpen((ids) => new Set(ids).add(row.id));
    // The new row's first field: its title, or its slider's name.
    const field =
      row.kind === 'section' ? `sections.${next.sections.length - 1}.title` : `sliders.${next.sliders.length - 1}.name`;
    requestAnimationFrame(() => document.getElementById(idOf(field))?.focus());
  };

  const removeRowAt = (index: number) => {
    change(withoutRow(composition, index));
    // The keyboard goes on to the list's heading: the row and its buttons are gone.
    requestAnimationFrame(() => document.getElementById('hc-rows-title')?.focus());
  };

  const setRow = (index: number, row: HomeRowDraft) =>
    change({ ...composition, rows: composition.rows.with(index, row) });

  const setSection = (index: number, section: SectionDraft) =>
    change({ ...composition, sections: composition.sections.with(index, section) });
  const setSlider = (index: number, slider: SliderDraft) =>
    change({ ...composition, sliders: composition.sliders.with(index, slider) });
  const setDeals = (deals: DealDraft[]) => change({ ...composition, deals });

  const found = (kind: 'item' | 'category' | 'store', thing: HomeThingView) =>
    setReferences((lists) => withFound(lists, kind, thing));
  const itemName = (id: number) => {
    const item = references.items.find((one) => one.id === id);
    if (!item) return `Item ${id}`;
    return `${item.name}${item.store_name ? ` (${item.store_name})` : ''}${item.archived ? ' — archived' : ''}`;
  };

  const sectionEditor = (section: SectionDraft, index: number) => {
    const at = `sections.${index}`;
    return (
      <div className="hc-editor">
        <div className="cf-grid">
          <Field id={idOf(`${at}.title`)} label="Title (English)" error={errors[`${at}.title`]}>
            {(props) => (
              <input
                {...props}
                value={section.title}
                maxLength={120}
                onChange={(event) => setSection(index, { ...section, title: event.currentTarget.value })}
              />
            )}
          </Field>
          <Field
            id={idOf(`${at}.title_mr`)}
            label="Title (Marathi)"
            error={errors[`${at}.title_mr`]}
            hint="Empty: Marathi readers see the English title."
          >
            {(props) => (
              <input
                {...props}
                lang="mr"
                value={section.title_mr}
                maxLength={120}
                onChange={(event) => setSection(index, { ...section, title_mr: event.currentTarget.value })}
              />
            )}
          </Field>
        </div>
        {section.is_parent ? (
          <p className="s-muted">A tabbed section: its tabs’ items are shown, each tab a section of its own.</p>
        ) : (
          <>
            <h4 id={`${idOf(at)}-items`}>Items ({section.item_ids.length})</h4>
            {errors[`${at}.item_ids`] && (
              <p className="cf-error" id={`${idOf(`${at}.item_ids`)}-error`}>
                ⚠ {errors[`${at}.item_ids`]}
              </p>
            )}
            <ol className="hc-items" aria-labelledby={`${idOf(at)}-items`}>
              {section.item_ids.map((itemId, position) => (
                <li key={itemId}>
                  <span>{itemName(itemId)}</span>
                  <span className="hc-moves">
                    <button
                      type="button"
                      className="s-btn ghost"
                      aria-label={`Move ${itemName(itemId)} up in ${section.title}`}
                      disabled={position === 0}
                      onClick={() =>
                        setSection(index, { ...section, item_ids: moveRow(section.item_ids, position, -1) })
                      }
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="s-btn ghost"
                      aria-label={`Move ${itemName(itemId)} down in ${section.title}`}
                      disabled={position === section.item_ids.length - 1}
                      onClick={() =>
                        setSection(index, { ...section, item_ids: moveRow(section.item_ids, position, 1) })
                      }
                    >
                      ↓
                    </button>
                  </span>
                  <button
                    type="button"
                    className="s-btn ghost"
                    aria-label={`Remove ${itemName(itemId)} from ${section.title}`}
                    onClick={() =>
                      setSection(index, { ...section, item_ids: section.item_ids.filter((_, at2) => at2 !== position) })
                    }
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ol>
            <ThingSearch
              id={idOf(`${at}.item_ids`)}
              kind="item"
              label={`Find an item to add to ${section.title || 'the section'}`}
              error={errors[`${at}.item_ids`]}
              refuse={(thing) => (section.item_ids.includes(thing.id) ? 'already in the section' : null)}
              onPick={(thing) => {
                found('item', thing);
                setSection(index, { ...section, item_ids: [...section.item_ids, thing.id] });
              }}
            />
          </>
        )}
      </div>
    );
  };

  const sliderEditor = (slider: SliderDraft, index: number) => {
    const at = `sliders.${index}`;
    const setSlides = (slides: SlideDraft[]) => setSlider(index, { ...slider, slides });
    return (
      <div className="hc-editor">
        <Field
          id={idOf(`${at}.name`)}
          label="Slider name"
          error={errors[`${at}.name`]}
          hint="For editors: customers see the slides’ pictures."
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
        <ul className="hc-slides" aria-label={`Slides of ${slider.name}`}>
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
          Add a slide to {slider.name || 'the slider'}
        </button>
      </div>
    );
  };

  const rowsList = (
    <ol className="hc-rows" aria-label="Rows of the home, top to bottom">
      {composition.rows.map((row, index) => {
        const sectionIndex = composition.sections.findIndex((one) => row.kind === 'section' && one.id === row.ref_id);
        const sliderIndex = composition.sliders.findIndex((one) => row.kind === 'slider' && one.id === row.ref_id);
        const section = composition.sections[sectionIndex];
        const slider = composition.sliders[sliderIndex];
        const kind = kindWords(section, slider);
        const name = section?.title || slider?.name || `New ${kind.toLowerCase()}`;
        const styles = section ? sectionStyles(section) : SLIDER_STYLES;
        const style = section ? section.style : (slider?.style ?? null);
        const styleAt = section ? `sections.${sectionIndex}.style` : `sliders.${sliderIndex}.style`;
        const isOpen = open.has(row.id);
        const editorId = `hc-row-${row.id}-editor`;
        return (
          <li key={row.id} className={`hc-row${row.visible ? '' : ' is-hidden'}`}>
            <div className="hc-row-head">
              <span className="hc-pos" aria-hidden="true">
                {index + 1}
              </span>
              <div className="hc-row-name">
                <strong>{name}</strong>
                <span className="s-muted">
                  {kind}
                  {slider ? ` · ${slider.slides.length} ${slider.slides.length === 1 ? 'slide' : 'slides'}` : ''}
                  {row.visible ? '' : ' · hidden'}
                  {daysWords(row)}
                  {isNewInDraft(row.id) ? ' · new' : ''}
                </span>
              </div>
              <div className="hc-moves">
                <button
                  type="button"
                  id={`hc-move-${row.id}-up`}
                  className="s-btn ghost"
                  aria-label={`Move ${name} up`}
                  disabled={index === 0}
                  onClick={() => moveRowAt(index, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  id={`hc-move-${row.id}-down`}
                  className="s-btn ghost"
                  aria-label={`Move ${name} down`}
                  disabled={index === composition.rows.length - 1}
                  onClick={() => moveRowAt(index, 1)}
                >
                  ↓
                </button>
              </div>
            </div>
            <div className="hc-row-tools">
              {styles.length > 1 && style !== null ? (
                <Field id={idOf(styleAt)} label={`Style of ${name}`} error={errors[styleAt]}>
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
                          {STYLE_WORDS[one] ?? one}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
              ) : (
                <p className="s-muted hc-one-style">One layout: {STYLE_WORDS[style ?? ''] ?? 'default'}</p>
              )}
              <label className="hc-check">
                <input
                  type="checkbox"
                  checked={row.visible}
                  onChange={(event) => setRow(index, { ...row, visible: event.currentTarget.checked })}
                />
                Shown on the home
              </label>
              <button
                type="button"
                className="s-btn ghost"
                aria-expanded={isOpen}
                aria-controls={editorId}
                onClick={() =>
                  setOpen((ids) => {
                    const next = new Set(ids);
                    if (next.has(row.id)) next.delete(row.id);
                    else next.add(row.id);
                    return next;
                  })
                }
              >
                {isOpen ? `Close ${name}` : `Edit ${name}`}
              </button>
              <button type="button" className="s-btn ghost" onClick={() => removeRowAt(index)}>
                Remove {name}
              </button>
            </div>
            {errors[`rows.${index}`] && <p className="cf-error">⚠ {errors[`rows.${index}`]}</p>}
            <div id={editorId} hidden={!isOpen}>
              {isOpen && (
                <div className="cf-grid hc-days">
                  <Field
                    id={idOf(`rows.${index}.starts_on`)}
                    label={`${name} shows from`}
                    error={errors[`rows.${index}.starts_on`]}
                    hint="Empty: from now."
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
                    label={`${name} shows until`}
                    error={errors[`rows.${index}.ends_on`]}
                    hint="Empty: no last day."
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
              {isOpen && section && sectionEditor(section, sectionIndex)}
              {isOpen && slider && sliderEditor(slider, sliderIndex)}
            </div>
          </li>
        );
      })}
    </ol>
  );

  const dealsBlock = (
    <section className="s-card hc-deals" aria-labelledby="hc-deals-title">
      <h2 id="hc-deals-title">Deal of the day</h2>
      <p className="s-muted">
        The items leading the home’s deal row on their days, where a customer’s nearest stores sell them on sale. With
        none for a day, the row shows the biggest discounts near the customer.
      </p>
      {errors.deals && <p className="cf-error">⚠ {errors.deals}</p>}
      <ul className="hc-deal-list" aria-label="Deals of the day">
        {composition.deals.map((deal, index) => {
          const at = `deals.${index}`;
          const name = itemName(deal.item_id);
          return (
            <li key={deal.item_id} className="hc-deal">
              <p>
                <strong>{name}</strong>
              </p>
              {errors[`${at}.item_id`] && <p className="cf-error">⚠ {errors[`${at}.item_id`]}</p>}
              <div className="cf-grid">
                <Field id={idOf(`${at}.starts_on`)} label={`First day of ${name}`} error={errors[`${at}.starts_on`]}>
                  {(props) => (
                    <input
                      {...props}
                      type="date"
                      value={deal.starts_on}
                      onChange={(event) =>
                        setDeals(composition.deals.with(index, { ...deal, starts_on: event.currentTarget.value }))
                      }
                    />
                  )}
                </Field>
                <Field id={idOf(`${at}.ends_on`)} label={`Last day of ${name}`} error={errors[`${at}.ends_on`]}>
                  {(props) => (
                    <input
                      {...props}
                      type="date"
                      value={deal.ends_on}
                      onChange={(event) =>
                        setDeals(composition.deals.with(index, { ...deal, ends_on: event.currentTarget.value }))
                      }
                    />
                  )}
                </Field>
              </div>
              <button
                type="button"
                className="s-btn ghost"
                aria-label={`Remove ${name} from the deals`}
                onClick={() => setDeals(composition.deals.filter((_, other) => other !== index))}
              >
                Remove
              </button>
            </li>
          );
        })}
      </ul>
      <ThingSearch
        kind="item"
        label="Find an item for the deal of the day"
        refuse={(thing) =>
          composition.deals.some((deal) => deal.item_id === thing.id)
            ? 'already a deal'
            : thing.on_sale
              ? null
              : 'not on sale: give it a sale price first'
        }
        onPick={(thing) => {
          found('item', thing);
          setDeals([...composition.deals, { item_id: thing.id, starts_on: today, ends_on: today }]);
        }}
      />
    </section>
  );

  const refusalCount = Object.keys(refusalsNow).length;
  return (
    <div className="hc" ref={root}>
      <div className="cf-head">
        <h1>Home</h1>
      </div>
      <div className="hc-top">
        <div className="s-card hc-status">
          <p>
            {home.has_draft ? (
              <>
                <strong>Draft</strong> saved {home.draft_saved_at ? when(home.draft_saved_at) : ''}
                {home.draft_saved_by ? ` by ${home.draft_saved_by}` : ''}. Customers still see the published home.
              </>
            ) : (
              <>
                <strong>Published home.</strong> Your changes stay a draft until you publish.
              </>
            )}
            {dirty && <span className="hc-unsaved"> You have unsaved changes.</span>}
          </p>
          <p className={refusalCount > 0 ? 'cf-error' : 's-muted'}>
            {refusalCount > 0
              ? `${refusalCount} ${refusalCount === 1 ? 'field needs' : 'fields need'} a change before publishing.`
              : 'Ready to publish.'}
          </p>
          {formError && (
            <p className="s-error" role="alert">
              ⚠ {formError}
            </p>
          )}
          <p className="s-muted" role="status" aria-live="polite">
            {notice}
          </p>
          <div className="cf-actions">
            <button type="button" className="s-btn ghost" disabled={busy || !dirty} onClick={() => void saveDraft()}>
              Save draft
            </button>
            <button type="button" className="s-btn" disabled={busy} onClick={() => void publish()}>
              Publish
            </button>
            {home.has_draft && (
              <button type="button" className="s-btn danger" disabled={busy} onClick={() => void discard()}>
                Drop the draft
              </button>
            )}
          </div>
        </div>

        <section className="s-card hc-preview" aria-labelledby="hc-preview-title">
          <h2 id="hc-preview-title">Preview</h2>
          <p className="s-muted">The home as a customer at this point would see your draft.</p>
          <div className="cf-grid">
            <Field id="hc-preview-place" label="Preview at">
              {(props) => (
                <select {...props} value={place} onChange={(event) => setPlace(event.currentTarget.value)}>
                  {home.places.map((one, index) => (
                    <option key={one.name} value={String(index)}>
                      {one.name}
                    </option>
                  ))}
                  <option value="typed">A point I type</option>
                </select>
              )}
            </Field>
            {place === 'typed' && (
              <>
                <Field id="hc-preview-lat" label="Latitude" error={previewError ?? undefined}>
                  {(props) => (
                    <input
                      {...props}
                      inputMode="decimal"
                      value={typed.lat}
                      onChange={(event) => setTyped({ ...typed, lat: event.currentTarget.value })}
                    />
                  )}
                </Field>
                <Field id="hc-preview-lng" label="Longitude">
                  {(props) => (
                    <input
                      {...props}
                      inputMode="decimal"
                      value={typed.lng}
                      onChange={(event) => setTyped({ ...typed, lng: event.currentTarget.value })}
                    />
                  )}
                </Field>
              </>
            )}
          </div>
          <div className="cf-actions">
            <button type="button" className="s-btn ghost" disabled={busy} onClick={() => void preview()}>
              Preview the draft here
            </button>
          </div>
        </section>
      </div>

      <section aria-labelledby="hc-rows-title">
        <h2 id="hc-rows-title" tabIndex={-1}>
          Rows, top to bottom
        </h2>
        <p className="s-muted">Below the category grid. The deal of the day comes after the last row.</p>
        {errors.rows && <p className="cf-error">⚠ {errors.rows}</p>}
        {composition.rows.length === 0 && (
          <p className="s-muted">
            No rows yet: customers see the first categories, each a row of its items, until you publish one.
          </p>
        )}
        {rowsList}
        <div className="hc-add" role="group" aria-labelledby="hc-add-title">
          <h3 id="hc-add-title">Add a row at the bottom</h3>
          <div className="cf-actions">
            {(Object.keys(NEW_ROW_WORDS) as NewRowKind[]).map((kind) => (
              <button key={kind} type="button" className="s-btn ghost" onClick={() => addRow(kind)}>
                Add a {NEW_ROW_WORDS[kind]}
              </button>
            ))}
          </div>
        </div>
      </section>
      {dealsBlock}
      <FooterChoice
        link={composition.footer_link}
        campaigns={references.campaigns}
        pages={references.pages}
        error={errors.footer_link}
        onChange={(footer_link) => change({ ...composition, footer_link })}
      />
    </div>
  );
}
