// Marking a line (or a combo's part) short, all or part of it, with a suggested substitute or
// none: a refund at once (decision 0285).
import { useEffect, useId, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type {
  StaffSubstituteOption,
  StaffSubstitutionLine,
  StaffSubstitutionsAnswer,
} from '../../../domain/api/staff/substitutions.ts';
import { useSay } from '../shell/console-words.tsx';

/** Money in rupees as the counter reads it: whole rupees without paise. */
export const rupees = (amount: number) => `₹${amount.toFixed(2).replace(/\.00$/, '')}`;

export function MarkShortForm({
  uniqueOrderId,
  line,
  onDone,
  onCancel,
}: {
  uniqueOrderId: string;
  line: StaffSubstitutionLine;
  onDone(answer: StaffSubstitutionsAnswer): void;
  onCancel(): void;
}) {
  const say = useSay();
  const id = useId();
  const [options, setOptions] = useState<StaffSubstituteOption[] | null>(null);
  const [part, setPart] = useState<number | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [choice, setChoice] = useState<string>('none');
  const [subQuantity, setSubQuantity] = useState('1');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const refundOnly = line.preference === 'refund';

  useEffect(() => {
    if (refundOnly) return;
    void callApi('staff/substitution-options', { unique_order_id: uniqueOrderId, line: line.line }).then((answer) => {
      setOptions(answer.ok ? answer.value.options : []);
      const first = answer.ok ? answer.value.options[0] : undefined;
      if (first) setChoice(`${first.item_id}:${first.variant_id ?? ''}`);
    });
  }, [uniqueOrderId, line.line, refundOnly]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setFields({});
    const picked = options?.find((option) => `${option.item_id}:${option.variant_id ?? ''}` === choice);
    const answer = await callApi('staff/mark-short', {
      unique_order_id: uniqueOrderId,
      line: line.line,
      ...(part === null ? {} : { part }),
      short_quantity: Number(quantity),
      substitute: picked ? { item: picked.item_id, variant: picked.variant_id, quantity: Number(subQuantity) } : null,
    });
    setBusy(false);
    if (answer.ok) onDone(answer.value);
    else {
      setError(answer.error.message);
      setFields(answer.error.fields ?? {});
    }
  };

  const fieldError = (name: string) =>
    fields[name] ? (
      <span className="s-error" id={`${id}-${name}-error`}>
        {fields[name]}
      </span>
    ) : null;
  const described = (name: string) => (fields[name] ? `${id}-${name}-error` : undefined);

  return (
    <form
      className="sl-form"
      onSubmit={(event) => void submit(event)}
      aria-label={say('consoleCounterShortMark', { item: line.name })}
    >
      {line.parts.length > 0 && (
        <label className="s-field">
          <span>{say('consoleCounterShortWhichPart')}</span>
          <select
            value={part ?? ''}
            onChange={(event) => setPart(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))}
            aria-invalid={fields.part ? true : undefined}
            aria-describedby={described('part')}
          >
            <option value="">{say('consoleCounterShortWholeCombo')}</option>
            {line.parts.map((candidate) => (
              <option key={candidate.part} value={candidate.part}>
                {candidate.name}
                {candidate.variant_name ? ` (${candidate.variant_name})` : ''} × {candidate.quantity}
              </option>
            ))}
          </select>
          {fieldError('part')}
        </label>
      )}
      <label className="s-field">
        <span>
          {part === null
            ? say('consoleCounterShortHowMany', { count: line.quantity })
            : say('consoleCounterShortHowManyOfPart')}
        </span>
        <input
          className="s-input"
          type="number"
          inputMode="numeric"
          min={1}
          max={part === null ? line.quantity : undefined}
          value={quantity}
          onChange={(event) => setQuantity(event.currentTarget.value)}
          aria-invalid={fields.short_quantity ? true : undefined}
          aria-describedby={described('short_quantity')}
        />
        {fieldError('short_quantity')}
      </label>
      <fieldset className="sl-choices" aria-describedby={described('substitute')}>
        <legend>{say('consoleCounterShortGiveInstead')}</legend>
        {refundOnly && <p className="s-muted">{say('consoleCounterShortRefundOnly')}</p>}
        {!refundOnly && options === null && <p className="s-muted">{say('consoleCounterShortFinding')}</p>}
        {options?.map((option) => {
          const value = `${option.item_id}:${option.variant_id ?? ''}`;
          return (
            <label key={value} className="sl-choice">
              <input
                type="radio"
                name={`${id}-substitute`}
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
              />
              <span>
                {option.name}
                {option.variant_name ? ` (${option.variant_name})` : ''} · {rupees(option.price)}
                {option.chosen && <b> · {say('consoleCounterShortCustomersChoice')}</b>}
              </span>
            </label>
          );
        })}
        <label className="sl-choice">
          <input
            type="radio"
            name={`${id}-substitute`}
            value="none"
            checked={choice === 'none'}
            onChange={() => setChoice('none')}
          />
          <span>{say('consoleCounterShortNothing')}</span>
        </label>
        {fieldError('substitute')}
      </fieldset>
      {choice !== 'none' && (
        <label className="s-field">
          <span>{say('consoleCounterShortHowManySubstitute')}</span>
          <input
            className="s-input"
            type="number"
            inputMode="numeric"
            min={1}
            value={subQuantity}
            onChange={(event) => setSubQuantity(event.currentTarget.value)}
          />
        </label>
      )}
      {error && (
        <p className="s-error" role="alert">
          ⚠ {error}
        </p>
      )}
      <div className="sl-actions">
        <button type="submit" className="s-btn" disabled={busy} aria-busy={busy}>
          {say(choice === 'none' ? 'consoleCounterShortMarkRefund' : 'consoleCounterShortMarkAsk')}
        </button>
        <button type="button" className="s-btn ghost" onClick={onCancel}>
          {say('consoleCounterShortCancel')}
        </button>
      </div>
    </form>
  );
}
