// The browser's side of online payment (decision 0252): the
// three calls, and the provider's own checkout, whose script is loaded only when a customer
// pays (the page's Content-Security-Policy allows its host only there).
import type { CheckoutParams } from '../domain/api/payments.ts';
import { callApi } from './api.ts';

export function startPayment(uniqueOrderId: string) {
  return callApi('payment-start', { unique_order_id: uniqueOrderId });
}

export function returnFromPayment(
  uniqueOrderId: string,
  response: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
) {
  return callApi('payment-return', { unique_order_id: uniqueOrderId, ...response });
}

export function payByCash(uniqueOrderId: string) {
  return callApi('pay-by-cash', { unique_order_id: uniqueOrderId });
}

export function refreshOrder(uniqueOrderId: string) {
  return callApi('get-order', { unique_order_id: uniqueOrderId });
}

/** What Razorpay's Checkout hands its `handler` (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/). */
interface CheckoutResponse {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

interface RazorpayCheckout {
  open(): void;
  on(event: 'payment.failed', handler: () => void): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => RazorpayCheckout;
  }
}

const loaded = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  let promise = loaded.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loaded.delete(src);
        reject(new Error('The payment window could not be loaded.'));
      };
      document.head.append(script);
    });
    loaded.set(src, promise);
  }
  return promise;
}

/**
 * Opens the provider's checkout for a started attempt (an order's or a purchase's). Stripe: its
 * hosted page, which sends the customer back to the shop's return page. Razorpay: UPI, cards,
 * netbanking and wallets in its own window; a failed attempt is not retried inside it
 * (`retry: false`), so a new attempt is the shop's "Try paying again"; it closes when the hold
 * ends (`timeout`).
 */
export async function openCheckout(
  started: { checkout: CheckoutParams; prefill: Record<string, string> },
  options: {
    shopName: string;
    description: string;
    colour: string;
    method: string | null;
    onPaid(response: CheckoutResponse): void;
    onClosed(): void;
    /** The window said the payment failed (declined by the bank or the app); onClosed when not given. */
    onFailed?(): void;
  },
): Promise<void> {
  const { checkout: params } = started;
  if (params.flow === 'redirect') {
    window.location.assign(params.url);
    return;
  }
  await loadScript(params.script);
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('The payment window could not be loaded.');
  const checkout = new Razorpay({
    key: params.key,
    order_id: params.provider_order_id,
    amount: params.amount_minor,
    currency: params.currency,
    name: options.shopName,
    description: options.description,
    prefill: { ...started.prefill, ...(options.method ? { method: options.method } : {}) },
    theme: { color: options.colour },
    timeout: params.timeout_seconds,
    retry: { enabled: false },
    handler: options.onPaid,
    modal: { ondismiss: options.onClosed },
  });
  checkout.on('payment.failed', options.onFailed ?? options.onClosed);
  checkout.open();
}

export function startPurchase(
  input: { kind: 'membership'; plan_id: number } | { kind: 'wallet_topup'; amount: number },
) {
  return callApi('purchase-start', input);
}

export function returnFromPurchase(
  publicId: string,
  response: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
) {
  return callApi('purchase-return', { public_id: publicId, ...response });
}
