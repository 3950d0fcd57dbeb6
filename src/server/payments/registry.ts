// Which online payment providers the shop offers: each is enabled by its configuration
// (decision 0253; README, "Configuration"). With none configured the shop takes cash on
// delivery and the wallet only: no online choice is shown and no provider host is
// allowed by any page's Content-Security-Policy.
import type { PaymentProviderId } from '../../domain/orders/payments.ts';
import type { ServerConfig } from '../config.ts';
import type { PaymentProvider } from './provider.ts';
import { createRazorpay, RAZORPAY_API_BASE, RAZORPAY_CHECKOUT_BASE } from './razorpay.ts';
import { createStripe, STRIPE_API_BASE } from './stripe.ts';

export interface PaymentProviders {
  /** Enabled providers, in the order the checkout offers them. */
  readonly list: readonly PaymentProvider[];
  get(id: string): PaymentProvider | undefined;
}

export type PaymentConfig = Partial<
  Pick<
    ServerConfig,
    | 'RAZORPAY_KEY_ID'
    | 'RAZORPAY_KEY_SECRET'
    | 'RAZORPAY_WEBHOOK_SECRET'
    | 'RAZORPAY_API_BASE'
    | 'RAZORPAY_CHECKOUT_BASE'
    | 'STRIPE_SECRET_KEY'
    | 'STRIPE_WEBHOOK_SECRET'
    | 'STRIPE_API_BASE'
  >
>;

function paymentProvidersOf(list: readonly PaymentProvider[]): PaymentProviders {
  return { list, get: (id) => list.find((provider) => provider.id === (id as PaymentProviderId)) };
}

/** The providers the configuration enables (config.ts refuses a provider configured by halves). */
export function paymentProvidersFrom(config: PaymentConfig): PaymentProviders {
  const list: PaymentProvider[] = [];
  if (config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET && config.RAZORPAY_WEBHOOK_SECRET)
    list.push(
      createRazorpay({
        keyId: config.RAZORPAY_KEY_ID,
        keySecret: config.RAZORPAY_KEY_SECRET,
        webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
        apiBase: config.RAZORPAY_API_BASE ?? RAZORPAY_API_BASE,
        checkoutBase: config.RAZORPAY_CHECKOUT_BASE ?? RAZORPAY_CHECKOUT_BASE,
      }),
    );
  // After Razorpay: its UPI stays the first online choice; Stripe adds cards on its hosted page.
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET)
    list.push(
      createStripe({
        secretKey: config.STRIPE_SECRET_KEY,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET,
        apiBase: config.STRIPE_API_BASE ?? STRIPE_API_BASE,
      }),
    );
  return paymentProvidersOf(list);
}
