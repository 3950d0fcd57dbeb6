// What each cart line wants if it is short at packing (decision 0285): one small select per line,
// kept on the device (stores/checkout.ts $substitutions) and sent with the order. Untouched, a line
// takes the customer's default (a similar item, unless they chose otherwise in My account).
import { useStore } from '@nanostores/react';
import type { CartLine } from '../../domain/types.ts';
import { cartLineKey } from '../../domain/orders/cart.ts';
import { isSubstitutionPreference, type SubstitutionPreference } from '../../domain/orders/substitutions.ts';
import { fillTemplate } from '../../domain/text.ts';
import { $substitutions, chooseSubstitution } from '../../stores/checkout.ts';

export interface ShortWishTexts {
  title: string;
  /** 'If {name} is out of stock' */
  label: string;
  preference: Record<Exclude<SubstitutionPreference, 'choose'>, string>;
}

/** The wishes offered here: naming the item to replace it with is for the item's page, not the cart's. */
const OFFERED = ['similar', 'refund', 'call'] as const;

export function ShortWishes({ lines, texts }: { lines: readonly CartLine[]; texts: ShortWishTexts }) {
  const wishes = useStore($substitutions);
  if (lines.length === 0) return null;
  return (
    <details className="short-wishes">
      <summary>{texts.title}</summary>
      <ul>
        {lines.map((line) => {
          const key = cartLineKey(line);
          const wish = wishes[key];
          return (
            <li key={key}>
              <label>
                <span>{fillTemplate(texts.label, { name: line.name })}</span>
                <select
                  value={wish && wish !== 'choose' ? wish : 'similar'}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    chooseSubstitution(key, isSubstitutionPreference(value) ? value : null);
                  }}
                >
                  {OFFERED.map((preference) => (
                    <option key={preference} value={preference}>
                      {texts.preference[preference]}
                    </option>
                  ))}
                </select>
              </label>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
