// A combo's parts (decision 0280): each a size of an item of the combo's store and how many of it,
// found by name and added from the sizes found.
import { useState } from 'react';
import { callApi } from '../../../../client/api.ts';
import type { ComboPartChoice } from '../../../../domain/api/staff/addons-combos.ts';
import type { FieldErrors } from '../../form/field-errors.ts';
import { FieldNote, TextField } from '../../form/inputs.tsx';
import { rupeesOf } from '../../form/money.ts';
import { useSay } from '../../shell/console-words.tsx';

export interface PartDraft {
  variant_id: number;
  label: string;
  sale_price_paise: number;
  quantity: string;
}

interface Props {
  storeId: number;
  parts: PartDraft[];
  /** The choices found, or null before a search; cleared by the form when the store changes. */
  choices: ComboPartChoice[] | null;
  errors: FieldErrors;
  onParts(change: (parts: PartDraft[]) => PartDraft[]): void;
  onChoices(choices: ComboPartChoice[]): void;
  onRefused(text: string): void;
}

export default function ComboParts({ storeId, parts, choices, errors, onParts, onChoices, onRefused }: Props) {
  const say = useSay();
  const [query, setQuery] = useState('');
  const find = async () => {
    const answer = await callApi('staff/catalogue-combo-part-choices', { store_id: storeId, query: query.trim() });
    if (answer.ok) onChoices(answer.value.choices);
    else onRefused(answer.error.message);
  };
  return (
    <fieldset className="s-card c-wide">
      <legend>{say('consoleCombosParts')}</legend>
      <FieldNote field="parts" errors={errors} />
      {parts.length === 0 && <p className="s-muted">{say('consoleCombosNoParts')}</p>}
      <ul className="c-parts" aria-label={say('consoleCombosParts')}>
        {parts.map((part, index) => (
          <li key={part.variant_id} className="c-part">
            <span className="c-main">
              {say('consoleCombosPartEach', { part: part.label, price: rupeesOf(part.sale_price_paise) })}
              <FieldNote field={`parts.${index}.variant_id`} errors={errors} />
            </span>
            <TextField
              field={`parts.${index}.quantity`}
              label={say('consoleCombosHowMany', { part: part.label })}
              inputMode="numeric"
              value={part.quantity}
              errors={errors}
              onChange={(v) => onParts((list) => list.map((one, at) => (at === index ? { ...one, quantity: v } : one)))}
            />
            <button
              type="button"
              className="s-btn ghost"
              onClick={() => onParts((list) => list.filter((_, at) => at !== index))}
            >
              {say('consoleCombosRemovePart', { part: part.label })}
            </button>
          </li>
        ))}
      </ul>
      <div className="s-field">
        <label htmlFor="c-part-query">{say('consoleCombosFindLabel')}</label>
        <span className="s-row">
          <input
            id="c-part-query"
            className="s-input"
            type="search"
            value={query}
            maxLength={80}
            onChange={(event) => setQuery(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              void find();
            }}
          />
          <button type="button" className="s-btn ghost" onClick={() => void find()}>
            {say('consoleCombosFind')}
          </button>
        </span>
      </div>
      {choices !== null && choices.length === 0 && <p className="s-muted">{say('consoleCombosNoneFound')}</p>}
      {choices !== null && choices.length > 0 && (
        <ul className="c-parts" aria-label={say('consoleCombosSizesFound')}>
          {choices.map((choice) => {
            const label = `${choice.item_name} ${choice.variant_name}`;
            const taken = parts.some((part) => part.variant_id === choice.variant_id);
            return (
              <li key={choice.variant_id} className="c-part">
                <span className="c-main">
                  {label} · ₹{rupeesOf(choice.sale_price_paise)}
                </span>
                <button
                  type="button"
                  className="s-btn ghost"
                  disabled={taken}
                  onClick={() =>
                    onParts((list) => [
                      ...list,
                      {
                        variant_id: choice.variant_id,
                        label,
                        sale_price_paise: choice.sale_price_paise,
                        quantity: '1',
                      },
                    ])
                  }
                >
                  {taken ? say('consoleCombosTaken', { part: label }) : say('consoleCombosAdd', { part: label })}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
