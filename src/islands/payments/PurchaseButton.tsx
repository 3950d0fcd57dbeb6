// Buying a membership plan or a wallet top-up online (decision 0260): one button that opens
// the provider's checkout for the purchase — its hosted page (Stripe), or its window on this page
// (Razorpay), after which the signed answer is checked by the server — and then shows the
// purchase's own page, /purchase/{id}, with what came of it. The server prices the purchase; the
// button only says what it is.
import { useState } from 'react';
import { openCheckout, returnFromPurchase, startPurchase } from '../../client/payments.ts';
import { useMounted } from '../use-mounted.ts';
import './payments.css';
import type { PurchaseKind } from '../../domain/orders/payments.ts';

export type PurchaseInput =
  | { kind: Extract<PurchaseKind, 'membership'>; plan_id: number }
  | { kind: 'wallet_topup'; amount: number };

export function usePurchase(options: { shopName: string; colour: string; unavailable: string }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const buy = async (input: PurchaseInput, description: string) => {
    setBusy(true);
    setProblem(null);
    const started = await startPurchase(input);
    if (!started.ok) {
      setBusy(false);
      setProblem(started.error.message);
      return;
    }
    const id = started.value.purchase.public_id;
    const page = `/purchase/${id}`;
    try {
      await openCheckout(started.value, {
        shopName: options.shopName,
        description,
        colour: options.colour,
        method: null,
        onPaid: (response) => {
          void returnFromPurchase(id, response).finally(() => window.location.assign(page));
        },
        onClosed: () => {
          setBusy(false);
        },
      });
    } catch {
      setBusy(false);
      setProblem(options.unavailable);
    }
  };
  return { busy, problem, buy };
}

export default function PurchaseButton({
  input,
  label,
  description,
  shopName,
  colour,
  opening,
  unavailable,
  outline = false,
}: {
  input: PurchaseInput;
  label: string;
  description: string;
  shopName: string;
  colour: string;
  opening: string;
  unavailable: string;
  outline?: boolean;
}) {
  const { busy, problem, buy } = usePurchase({ shopName, colour, unavailable });
  // Disabled until hydrated: a tap before then would do nothing.
  const mounted = useMounted();
  return (
    <div className="purchase-button">
      <button
        type="button"
        className={outline ? 'btn btn-outline' : 'btn'}
        disabled={busy || !mounted}
        onClick={() => void buy(input, description)}
      >
        {busy ? opening : label}
      </button>
      {problem && (
        <p className="bill-error" role="alert">
          <span aria-hidden="true">⚠</span> {problem}
        </p>
      )}
    </div>
  );
}
