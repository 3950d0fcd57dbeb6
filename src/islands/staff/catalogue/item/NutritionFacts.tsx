// The item's nutrition facts per 100 g: rows of a nutrient and its amount, added and removed.
import type { FieldErrors } from '../../form/field-errors.ts';
import { TextField } from '../../form/inputs.tsx';
import { type FactDraft, newKey } from './draft.ts';
import { useSay } from '../../shell/console-words.tsx';

export default function NutritionFacts({
  facts,
  errors,
  onChange,
}: {
  facts: FactDraft[];
  errors: FieldErrors;
  onChange(facts: FactDraft[]): void;
}) {
  const say = useSay();
  const change = (index: number, part: Partial<FactDraft>) =>
    onChange(facts.map((one, at) => (at === index ? { ...one, ...part } : one)));
  return (
    <fieldset className="s-card">
      <legend>{say('consoleItemNutrition')}</legend>
      {facts.length === 0 && <p className="s-muted">{say('consoleItemNutritionNone')}</p>}
      {facts.map((fact, index) => (
        <div className="c-fact" key={fact.key}>
          <TextField
            field={`nutritional_facts.${index}.name`}
            label={say('consoleItemNutrient', { number: index + 1 })}
            value={fact.name}
            errors={errors}
            onChange={(v) => change(index, { name: v })}
          />
          <TextField
            field={`nutritional_facts.${index}.value`}
            label={say('consoleItemNutrientAmount', { number: index + 1 })}
            value={fact.value}
            errors={errors}
            onChange={(v) => change(index, { value: v })}
          />
          <button type="button" className="s-btn ghost" onClick={() => onChange(facts.filter((_, at) => at !== index))}>
            {say('consoleItemNutrientRemove', { number: index + 1 })}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="s-btn ghost"
        onClick={() => onChange([...facts, { key: newKey(), name: '', value: '' }])}
      >
        {say('consoleItemNutrientAdd')}
      </button>
    </fieldset>
  );
}
