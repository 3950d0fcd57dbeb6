// §9 Tips from the settings' comma lists: rupee amounts (shown when showTipsAmount)
// and percentages of the subtotal (when showTipsPercentage), as a radio group.
import { useStore } from '@nanostores/react';
import type { TipInput } from '../../domain/api/pricing.ts';
import { fromMinor } from '../../domain/money.ts';
import { tipAmountOptions, tipPercentOptions } from '../../domain/orders/tips.ts';
import { shopTexts } from '../../stores/settings.ts';
import { $tip, chooseTip } from '../../stores/checkout.ts';
import { paise } from './parts.tsx';
import type { CartPageTexts } from './texts.ts';

const same = (a: TipInput | null, b: TipInput | null) => a?.kind === b?.kind && a?.value === b?.value;

export function TipChooser({ texts }: { texts: CartPageTexts }) {
  const tip = useStore($tip);
  const { settings } = shopTexts();
  const options: { tip: TipInput | null; text: string }[] = [
    { tip: null, text: texts.noTip },
    ...tipAmountOptions(settings).map((minor) => ({
      tip: { kind: 'amount' as const, value: fromMinor(minor) },
      text: paise(minor),
    })),
    ...tipPercentOptions(settings).map((percent) => ({
      tip: { kind: 'percent' as const, value: percent },
      text: `${percent}%`,
    })),
  ];
  if (options.length === 1) return null;
  return (
    <section className="card tips" aria-labelledby="tips-title">
      <h2 id="tips-title">{texts.tipsTitle}</h2>
      <p className="card-note">{texts.tipNote}</p>
      <div className="chip-row" role="radiogroup" aria-labelledby="tips-title">
        {options.map((option) => (
          <label key={option.tip ? `${option.tip.kind}-${option.tip.value}` : 'none'} className="chip">
            <input
              type="radio"
              name="tip"
              checked={same(option.tip, tip)}
              onChange={() => chooseTip(option.tip)}
              onClick={() => chooseTip(option.tip)}
            />
            <span>{option.text}</span>
          </label>
        ))}
      </div>
    </section>
  );
}
