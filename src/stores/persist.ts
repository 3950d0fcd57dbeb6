// Device-kept state (§3 device-stored settings): JSON in localStorage under the
// spec's key names. What a device holds may be old or broken: anything that does
// not decode, or fails its check, reads as the initial value instead of crashing.
import { persistentAtom } from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';

export function persistentJson<T>(key: string, initial: T, isValid: (value: unknown) => value is T): WritableAtom<T> {
  return persistentAtom<T>(key, initial, {
    encode: (value) => JSON.stringify(value),
    decode: (text) => {
      try {
        const value: unknown = JSON.parse(text);
        return isValid(value) ? value : initial;
      } catch {
        return initial;
      }
    },
  });
}
