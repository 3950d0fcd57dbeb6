// Adding money to the wallet online (decision 0260): a quick amount or one typed, checked
// against the shop's bounds (domain/orders/payments.ts, topUpRefusal) before the provider's checkout
// opens; the server checks it again and prices nothing else. The wallet is credited only when the
// payment is verified, on the purchase's page.
import { type FormEvent, useId } from 'react';
import { TOPUP_PRESETS_MINOR, topUpRefusal } from '../../domain/orders/payments.ts';
import { fillTemplate } from '../../domain/text.ts';
import { useMounted } from '../use-mounted.ts';
import { useTypedValue } from '../use-typed-value.ts';
import { usePurchase } from './PurchaseButton.tsx';
import './payments.css';

export interface TopUpTexts {
  title: string;
  amountLabel: string;
  /** '{amount}' is filled in. */
  button: string;
  note: string;
  opening: string;
  unavailable: string;
}

export default function TopUpForm({
  texts,
  shopName,
  colour,
}: {
  texts: TopUpTexts;
  shopName: string;
  colour: string;
}) {
  const [typed, setTyped, typedRef, presetRef] = useTypedValue('500');
  const { busy, problem, buy } = usePurchase({ shopName, colour, unavailable: texts.unavailable });
  const id = useId();
  // Disabled until hydrated: a tap before then would do nothing.
  const mounted = useMounted();
  const rupees = Number(typed);
  const refusal = typed.trim() === '' ? 'is required' : (topUpRefusal(Math.round(rupees * 100))?.text ?? null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (refusal || busy) return;
    void buy({ kind: 'wallet_topup', amount: rupees }, texts.title);
  };
  return (
    <form className="topup" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{texts.title}</h2>
      <fieldset className="topup-presets">
        <legend className="visually-hidden">{texts.amountLabel}</legend>
        {TOPUP_PRESETS_MINOR.map((minor) => {
          const value = String(minor / 100);
          return (
            <label key={value} className="topup-chip">
              <input
                ref={presetRef}
                type="radio"
                name="preset"
                value={value}
                checked={typed === value}
                onChange={() => setTyped(value)}
              />
              <span>₹{minor / 100}</span>
            </label>
          );
        })}
      </fieldset>
      <label className="topup-amount" htmlFor={`${id}-amount`}>
        {texts.amountLabel}
      </label>
      <input
        id={`${id}-amount`}
        ref={typedRef}
        name="amount"
        inputMode="numeric"
        autoComplete="off"
        value={typed}
        aria-invalid={refusal !== null && typed !== ''}
        aria-describedby={`${id}-note`}
        onChange={(event) => setTyped(event.target.value.replace(/[^\d]/g, '').slice(0, 6))}
      />
      <p id={`${id}-note`} className={refusal && typed !== '' ? 'bill-error' : 'card-note'}>
        {refusal && typed !== '' ? `${texts.amountLabel}: ${refusal}` : texts.note}
      </p>
      {problem && (
        <p className="bill-error" role="alert">
          <span aria-hidden="true">⚠</span> {problem}
        </p>
      )}
      <button type="submit" className="btn" disabled={busy || !mounted || refusal !== null}>
        {busy ? texts.opening : fillTemplate(texts.button, { amount: String(rupees || 0) })}
      </button>
    </form>
  );
}
