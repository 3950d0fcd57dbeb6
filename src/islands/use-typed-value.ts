import { useCallback, useState } from 'react';

type TextInput = HTMLInputElement | HTMLTextAreaElement;

/**
 * The state of a text field whose markup the server rendered: what a person typed (or the
 * browser autofilled) before the island hydrated becomes the state, instead of being wiped by
 * the first re-render (ARCHITECTURE.md: nothing typed before hydration is ever lost). React
 * leaves the DOM's value alone while hydrating, but a controlled input is set back to its
 * state on the next render; the ref, run as the hydrated input is attached, takes the DOM's
 * value first. On an input rendered in the browser the DOM holds the state already.
 * Answers [value, setValue, ref]: pass `ref` to the input.
 */
export function useTypedValue(initial = ''): [string, (value: string) => void, (input: TextInput | null) => void] {
  const [value, setValue] = useState(initial);
  const ref = useCallback(
    (input: TextInput | null) => {
      if (input && input.value !== initial) setValue(input.value);
    },
    [initial],
  );
  return [value, setValue, ref];
}
