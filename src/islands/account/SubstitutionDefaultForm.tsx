// My account › If an item is out of stock (decision 0285): the customer's default wish for lines
// short at packing, saved with set-substitution-default. The cart starts lines the customer has not
// set from it ($substitutionDefault on this device; the server applies the stored one either way).
// Hydrated on load (not on touch) so that a visit alone tells the device the stored default.
import { useEffect, useId, useState } from 'react';
import { callApi } from '../../client/api.ts';
import type { SubstitutionPreference } from '../../domain/orders/substitutions.ts';
import { $substitutionDefault } from '../../stores/user.ts';
import { SubmitButton } from './AccountFormParts.tsx';

/** The wishes a default may be: naming a replacement is for one line, in the cart. */
const DEFAULT_WISHES = ['similar', 'refund', 'call'] as const;
type DefaultWish = (typeof DEFAULT_WISHES)[number];

export interface SubstitutionDefaultTexts {
  legend: string;
  hint: string;
  preference: Record<DefaultWish, string>;
  save: string;
  saved: string;
}

function isDefaultWish(value: string): value is DefaultWish {
  return (DEFAULT_WISHES as readonly string[]).includes(value);
}

export default function SubstitutionDefaultForm({
  current,
  texts,
}: {
  current: SubstitutionPreference;
  texts: SubstitutionDefaultTexts;
}) {
  const id = useId();
  const [chosen, setChosen] = useState<DefaultWish>(isDefaultWish(current) ? current : 'similar');
  const [state, setState] = useState<{ kind: 'idle' | 'saving' | 'saved' } | { kind: 'failed'; message: string }>({
    kind: 'idle',
  });
  // The device learns the stored default, so the cart shows it on new lines.
  useEffect(() => {
    $substitutionDefault.set(current);
  }, [current]);

  return (
    <form
      className="acc-form subs-default"
      onSubmit={async (event) => {
        event.preventDefault();
        setState({ kind: 'saving' });
        const answer = await callApi('set-substitution-default', { preference: chosen });
        if (answer.ok) {
          $substitutionDefault.set(answer.value.preference);
          setState({ kind: 'saved' });
        } else setState({ kind: 'failed', message: answer.error.message });
      }}
    >
      <fieldset aria-describedby={`${id}-hint`}>
        <legend>{texts.legend}</legend>
        <p id={`${id}-hint`} className="subs-default-hint">
          {texts.hint}
        </p>
        {DEFAULT_WISHES.map((wish) => (
          <label key={wish} className="subs-default-choice">
            <input
              type="radio"
              name="preference"
              value={wish}
              checked={chosen === wish}
              onChange={() => {
                setChosen(wish);
                setState({ kind: 'idle' });
              }}
            />
            <span>{texts.preference[wish]}</span>
          </label>
        ))}
      </fieldset>
      <SubmitButton busy={state.kind === 'saving'}>{texts.save}</SubmitButton>
      <p role="status" className={state.kind === 'failed' ? 'acc-error' : 'subs-default-done'}>
        {state.kind === 'saved' ? texts.saved : state.kind === 'failed' ? state.message : ''}
      </p>
    </form>
  );
}
