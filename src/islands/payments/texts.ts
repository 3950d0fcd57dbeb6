// Texts of online payment in the customer's language, picked on the server (page.t)
// and passed as one prop (seed: labels-payments.ts).
import type { OnlineMethod, PaymentState } from '../../domain/orders/payments.ts';

type T = (key: string) => string;

export interface PaymentTexts {
  title: string;
  state: Record<PaymentState, string>;
  method: Record<OnlineMethod, string>;
  payOnline: string;
  payOnlineNote: string;
  useWalletFirst: string;
  /** '{amount}' is filled in. */
  payNow: string;
  retry: string;
  payByCash: string;
  /** '{time}' is filled in. */
  holdEnds: string;
  paidNote: string;
  pendingNote: string;
  /** The heading while the payment window could not be opened (the provider did not answer). */
  notStarted: string;
  /** A self-pickup order paid by cash: the heading, and the notes ('{amount}' filled in) after choosing cash. */
  pickupOffline: string;
  cashNote: string;
  cashPickupNote: string;
  failedNote: string;
  cancelledUnpaidNote: string;
  /** The heading and note after the customer closed the provider's window without paying. */
  closed: string;
  closedNote: string;
  /** The heading and note after the provider's window said the payment was declined. */
  declined: string;
  declinedNote: string;
  opening: string;
  unavailable: string;
  track: string;
  /** The way to an order that was called off (there is nothing to track): 'Order details'. */
  details: string;
}

export function paymentTexts(t: T): PaymentTexts {
  return {
    title: t('paymentTitle'),
    state: {
      offline: t('paymentStateOfflineText'),
      pending: t('paymentStatePendingText'),
      paid: t('paymentStatePaidText'),
      failed: t('paymentStateFailedText'),
      refund_pending: t('paymentStateRefundPendingText'),
      refunded: t('paymentStateRefundedText'),
      cancelled_unpaid: t('paymentStateCancelledUnpaidText'),
    },
    method: {
      upi: t('payMethodUpiText'),
      card: t('payMethodCardText'),
      netbanking: t('payMethodNetbankingText'),
      wallet: t('payMethodWalletText'),
    },
    payOnline: t('payOnlineText'),
    payOnlineNote: t('payOnlineNote'),
    useWalletFirst: t('useWalletFirstText'),
    payNow: t('payNowText'),
    retry: t('retryPaymentText'),
    payByCash: t('payByCashInsteadText'),
    holdEnds: t('holdEndsText'),
    paidNote: t('paymentPaidNote'),
    pendingNote: t('paymentPendingNote'),
    notStarted: t('paymentNotStartedText'),
    pickupOffline: t('paymentStatePickupText'),
    cashNote: t('paymentCashNote'),
    cashPickupNote: t('paymentCashPickupNote'),
    failedNote: t('paymentFailedNote'),
    cancelledUnpaidNote: t('paymentCancelledUnpaidNote'),
    closed: t('paymentClosedText'),
    closedNote: t('paymentClosedNote'),
    declined: t('paymentDeclinedText'),
    declinedNote: t('paymentDeclinedNote'),
    opening: t('paymentOpeningText'),
    unavailable: t('paymentUnavailableText'),
    track: t('trackThisOrderText'),
    details: t('orderDetailsText'),
  };
}
