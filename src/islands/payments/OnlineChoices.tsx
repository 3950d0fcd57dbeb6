// The online choices of the checkout's payment step (decision 0257): what the configuration
// enables, UPI first on a phone (cards first on a computer), beside cash and the wallet. Each
// choice opens the same provider checkout, with the chosen way preselected.
import { methodsInOrder, type OnlineMethod, type PaymentProviderId } from '../../domain/orders/payments.ts';
import { Icon } from '../Icon.tsx';
import type { PaymentTexts } from './texts.ts';
import './payments.css';

export interface OnlineOption {
  provider: PaymentProviderId;
  methods: OnlineMethod[];
}

export interface OnlineSelection {
  provider: PaymentProviderId;
  /** The way preselected in the provider's window: 'upi', or null for the provider's own list. */
  method: OnlineMethod | null;
}

/** The radios: UPI alone (the way most of India pays), then the provider's other ways together. */
function choicesOf(options: readonly OnlineOption[], phone: boolean) {
  return options.flatMap((option) => {
    const ordered = methodsInOrder(option.methods, phone);
    const others = ordered.filter((method) => method !== 'upi');
    const upi = option.methods.includes('upi') ? [{ option, method: 'upi' as const, names: ['upi' as const] }] : [];
    const rest = others.length > 0 ? [{ option, method: null, names: others }] : [];
    return phone ? [...upi, ...rest] : [...rest, ...upi];
  });
}

export function OnlineChoices({
  options,
  selected,
  onSelect,
  phone,
  walletBalance,
  walletFirst,
  onWalletFirst,
  texts,
}: {
  options: readonly OnlineOption[];
  selected: OnlineSelection | null;
  onSelect(selection: OnlineSelection): void;
  phone: boolean;
  walletBalance: number;
  walletFirst: boolean;
  onWalletFirst(on: boolean): void;
  texts: PaymentTexts;
}) {
  const choices = choicesOf(options, phone);
  return (
    <>
      {choices.map(({ option, method, names }) => {
        const value = `ONLINE:${option.provider}:${method ?? 'any'}`;
        const checked = selected?.provider === option.provider && selected.method === method;
        const pick = () => onSelect({ provider: option.provider, method });
        return (
          <label key={value} className="pay-option">
            <input type="radio" name="payment" value={value} checked={checked} onChange={pick} onClick={pick} />
            <span className="pay-option-text">
              <b>{names.map((name) => texts.method[name]).join(' · ')}</b>
              <small>{texts.payOnlineNote}</small>
            </span>
            <span className="pay-option-icon" aria-hidden="true">
              {method === 'upi' ? <b className="upi-mark">UPI</b> : <Icon name="wallet" size={20} />}
            </span>
          </label>
        );
      })}
      {selected && walletBalance > 0 && (
        <label className="pay-wallet-first">
          <input type="checkbox" checked={walletFirst} onChange={(event) => onWalletFirst(event.target.checked)} />
          <span>{texts.useWalletFirst}</span>
        </label>
      )}
    </>
  );
}
