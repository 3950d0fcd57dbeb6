// The home being composed (decisions 0283, 0317): the server's last answer, the composition being
// changed, the things it names (found by search as the editor picks them), which rows are open,
// and the outcome of saving, publishing or dropping the draft. The form checks with the server's
// rules (domain/home/home-composition.ts homeRefusals) and shows each reason on its field.
import { useMemo, useRef, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { HomeReferenceLists, HomeThingView, StaffHomeAnswer } from '../../../domain/api/staff/home.ts';
import { type HomeComposition, homeRefusals, referencesOf } from '../../../domain/home/home-composition.ts';
import { type FieldErrors, type RuleWords, reasonsOf } from '../form/field-errors.ts';
import { focusFirstRefused } from '../form/fields.tsx';
import { useSay } from '../shell/console-words.tsx';

/** Adds what a search found to the references, so the form can name it and check it. */
function withFound(lists: HomeReferenceLists, kind: 'item' | 'category' | 'store', thing: HomeThingView) {
  const key = kind === 'item' ? 'items' : kind === 'category' ? 'categories' : 'stores';
  if (lists[key].some((one) => one.id === thing.id)) return lists;
  return { ...lists, [key]: [...lists[key], thing] };
}

export function useHomeDraft(initial: StaffHomeAnswer, ruleWords: RuleWords) {
  const say = useSay();
  const [home, setHome] = useState(initial);
  const [composition, setComposition] = useState(initial.composition);
  const [references, setReferences] = useState(initial.references);
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  const refusalsNow = useMemo(
    () => reasonsOf(homeRefusals(composition, referencesOf(references)), ruleWords),
    [composition, references, ruleWords],
  );

  const change = (next: HomeComposition) => {
    setComposition(next);
    setDirty(true);
    setNotice(null);
    // A refusal shown goes once its field is right (the same rules, on the changed composition).
    const still = reasonsOf(homeRefusals(next, referencesOf(references)), ruleWords);
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
    if (saved) setNotice(say('consoleHomeDraftSaved'));
  };

  const publish = async () => {
    setNotice(null);
    if (Object.keys(refusalsNow).length > 0) {
      setErrors(refusalsNow);
      openRefused(refusalsNow);
      setFormError(say('consoleHomeFixFields'));
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
    setNotice(say('consoleHomePublished'));
  };

  const discard = async () => {
    if (!window.confirm(say('consoleHomeDropConfirm'))) return;
    setBusy(true);
    const answer = await callApi('staff/home-discard', { stamp: home.stamp });
    setBusy(false);
    if (!answer.ok) {
      setFormError(answer.error.message);
      return;
    }
    load(answer.value);
    setErrors({});
    setNotice(say('consoleHomeDropped'));
  };

  const found = (kind: 'item' | 'category' | 'store', thing: HomeThingView) =>
    setReferences((lists) => withFound(lists, kind, thing));
  const itemName = (id: number) => {
    const item = references.items.find((one) => one.id === id);
    if (!item) return say('consoleHomeItemNumbered', { id });
    const name = `${item.name}${item.store_name ? ` (${item.store_name})` : ''}`;
    return item.archived ? say('consoleHomeArchived', { name }) : name;
  };

  return {
    home,
    composition,
    references,
    dirty,
    errors,
    open,
    setOpen,
    notice,
    formError,
    busy,
    root,
    refusalCount: Object.keys(refusalsNow).length,
    change,
    save,
    saveDraft,
    publish,
    discard,
    found,
    itemName,
  };
}

export type HomeDraft = ReturnType<typeof useHomeDraft>;
