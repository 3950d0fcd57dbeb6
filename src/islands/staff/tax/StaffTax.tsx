// The shop's GST rates and how its charges are taxed (decision 0332, §10), on the Settings screen:
// the rates with the days they are in force (a rate is added from a day, and ended when the law
// replaces it), and the treatment of delivery, packing, tips and addons. Admins.
import { useState } from 'react';
import type { StaffTaxAnswer } from '../../../domain/api/staff/tax.ts';
import { Charges } from './TaxCharges.tsx';
import { Rates } from './TaxRates.tsx';

export default function StaffTax({ initial }: { initial: StaffTaxAnswer }) {
  const [answer, setAnswer] = useState(initial);
  return (
    <section className="s-card tax-settings" aria-labelledby="tax-title">
      <h2 id="tax-title">GST</h2>
      <Rates answer={answer} onChange={setAnswer} />
      <Charges answer={answer} onChange={setAnswer} />
    </section>
  );
}
