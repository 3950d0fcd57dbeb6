// One store's form (decision 0270): made by an admin or edited. The rules are the server's
// (domain/stores/store-settings.ts): checked here before sending, and each refused field, here or
// by the server, says why on the field.
import { type SubmitEvent, useRef, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import { storeSettingsRefusals } from '../../../domain/stores/store-settings.ts';
import { Check, type Errors } from '../form/store-fields.tsx';
import { useSay } from '../shell/console-words.tsx';
import { type RuleWords, sayRules } from '../shell/rule-words.ts';
import { StoreDelivery } from './StoreDelivery.tsx';
import { StoreDetails } from './StoreDetails.tsx';
import { ClosedDays, HoursEditor } from './StoreHours.tsx';
import { SellerFields } from './StoreSeller.tsx';
import { FORM_FIELD_OF, type StoreForm, settingsOf } from './store-form.ts';

export type Editing = { kind: 'new' } | { kind: 'edit'; id: number; name: string };

/** Refusals keyed by the form's fields. */
function formErrors(fields: Readonly<Record<string, string | undefined>>): Errors {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([field, reason]) => (reason ? [[FORM_FIELD_OF[field] ?? field, reason]] : [])),
  );
}

interface EditorProps {
  editing: Editing;
  form: StoreForm;
  rules: RuleWords;
  locale: string;
  setForm(update: (form: StoreForm) => StoreForm): void;
  onSaved(name: string): Promise<void>;
  onCancel(): void;
}

export function StoreEditor({ editing, form, rules, locale, setForm, onSaved, onCancel }: EditorProps) {
  const say = useSay();
  const [errors, setErrors] = useState<Errors>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const isNew = editing.kind === 'new';

  const set = <K extends keyof StoreForm>(key: K, value: StoreForm[K]) => setForm((now) => ({ ...now, [key]: value }));

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const settings = settingsOf(form);
    const refused = formErrors(sayRules(rules, storeSettingsRefusals(settings)));
    const count = Object.keys(refused).length;
    if (count > 0) {
      setErrors(refused);
      setSummary(count === 1 ? say('consoleStoreFixOne') : say('consoleStoreFixMany', { count }));
      summaryRef.current?.focus();
      return;
    }
    setSaving(true);
    const answer =
      editing.kind === 'new'
        ? await callApi('staff/store-create', settings)
        : await callApi('staff/store-save', { store_id: editing.id, ...settings });
    setSaving(false);
    if (answer.ok) {
      setErrors({});
      await onSaved(answer.value.store.name);
      return;
    }
    setErrors(formErrors(answer.error.fields ?? {}));
    setSummary(answer.error.message);
    summaryRef.current?.focus();
  };

  return (
    <form className="st-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="queue-head">
        <h1>{isNew ? say('consoleStoreNew') : say('consoleStoreEditNamed', { name: editing.name })}</h1>
        <button type="button" className="s-btn ghost" onClick={onCancel}>
          {say('consoleStoreBack')}
        </button>
      </div>
      <p ref={summaryRef} tabIndex={-1} className="s-error" role="alert">
        {summary ? `⚠ ${summary}` : null}
      </p>

      <StoreDetails form={form} setForm={setForm} errors={errors} />
      <StoreDelivery form={form} setForm={setForm} errors={errors} />

      <HoursEditor form={form} setForm={setForm} errors={errors} />
      <ClosedDays form={form} setForm={setForm} errors={errors} locale={locale} />

      <SellerFields form={form} setForm={setForm} errors={errors} />

      <fieldset className="s-card st-set">
        <legend>{say('consoleStoreTakingOrders')}</legend>
        <Check
          label={say('consoleStorePausedCheck')}
          name="is_paused"
          errors={errors}
          checked={form.is_paused}
          onChange={(v) => set('is_paused', v)}
          hint={say('consoleStorePausedHint')}
        />
      </fieldset>

      <div className="st-actions">
        <button type="submit" className="s-btn" disabled={saving}>
          {isNew ? say('consoleStoreCreate') : say('consoleStoreSave')}
        </button>
        <button type="button" className="s-btn ghost" onClick={onCancel}>
          {say('consoleStoreCancel')}
        </button>
      </div>
    </form>
  );
}
