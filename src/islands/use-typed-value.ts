import { useCallback, useState } from 'react';

type TextInput = HTMLInputElement | HTMLTextAreaElement;

/**
 * The state of a text field whose markup the server rendered: what a person typed (or the
 * browser autofilled) before the island hydrated becomes the state, instead of being wiped by
 * the first re-render (docs/architecture.md "Rendering"; decision 0189). React
 * leaves the DOM's value alone while hydrating, but a controlled input is set back to its
 * state on the next render; the ref, run as the hydrated input is attached, takes the DOM's
 * value first. On an input rendered in the browser the DOM holds the state already.
 * Answers [value, setValue, ref, choiceRef]: pass `ref` to the input, and `choiceRef` to each radio
 * button that sets the same value (quick choices beside the field): one checked before hydration
 * becomes the state too. React attaches refs in the order of the markup, so where both changed, the
 * later element wins (a field after its choices: what was typed).
 */
export function useTypedValue(
  initial = '',
): [string, (value: string) => void, (input: TextInput | null) => void, (radio: HTMLInputElement | null) => void] {
  const [value, setValue] = useState(initial);
  const ref = useCallback(
    (input: TextInput | null) => {
      if (input && input.value !== initial) setValue(input.value);
    },
    [initial],
  );
  const choiceRef = useCallback(
    (radio: HTMLInputElement | null) => {
      if (radio?.checked && radio.value !== initial) setValue(radio.value);
    },
    [initial],
  );
  return [value, setValue, ref, choiceRef];
}
