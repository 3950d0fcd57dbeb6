// The shop's GST rates and how its charges are taxed (decision 0332, §10), on the Settings screen:
// the rates with the days they are in force (a rate is added from a day, and ended when the law
// replaces it), and the treatment of delivery, packing, tips and addons. Admins.
import { useState } from 'react';
import type { StaffTaxAnswer } from '../../../domain/api/staff/tax.ts';
import { type ConsoleWords, ConsoleWordsProvider, useSay } from '../shell/console-words.tsx';
import { Charges } from './TaxCharges.tsx';
import { Rates } from './TaxRates.tsx';

/** `words`: the console's words in the member's language (decision 0345). */
export default function StaffTax({ initial, words }: { initial: StaffTaxAnswer; words: ConsoleWords }) {
  return (
    <ConsoleWordsProvider value={words}>
      <Tax initial={initial} />
    </ConsoleWordsProvider>
  );
}

function Tax({ initial }: { initial: StaffTaxAnswer }) {
  const say = useSay();
  const [answer, setAnswer] = useState(initial);
  return (
    <section className="s-card tax-settings" aria-labelledby="tax-title">
      <h2 id="tax-title">{say('consoleTaxTitle')}</h2>
      <Rates answer={answer} onChange={setAnswer} />
      <Charges answer={answer} onChange={setAnswer} />
    </section>
  );
}
