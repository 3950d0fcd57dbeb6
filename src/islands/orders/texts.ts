// Texts of the order islands (running order, order again, rating) in the customer's
// language, picked on the server (page.t) and passed as one prop.
import type { CancelReason } from '../../domain/orders/cancel-reasons.ts';
import type { OrderStatusName } from '../../domain/orders/order-flow.ts';
import type { SubstitutionPreference } from '../../domain/orders/substitutions.ts';
import { countForms, type CountForms } from '../../domain/plural.ts';
import type { ReplaceCartTexts } from '../../domain/orders/cart.ts';
import { replaceCartTextsOf } from '../cart/texts.ts';

type T = (key: string) => string;

export interface StatusTexts {
  label: Record<OrderStatusName, string>;
  note: Record<OrderStatusName, string>;
}

export function statusTexts(t: T): StatusTexts {
  return {
    label: {
      placed: t('statusPlacedText'),
      accepted: t('statusAcceptedText'),
      preparing: t('statusPreparingText'),
      ready_for_pickup: t('statusReadyForPickupText'),
      partner_assigned: t('statusPartnerAssignedText'),
      on_the_way: t('statusOnTheWayText'),
      delivered: t('statusDeliveredText'),
      collected: t('statusCollectedText'),
      cancelled: t('statusCancelledText'),
      rejected: t('statusRejectedText'),
      awaiting_payment: t('statusAwaitingPaymentText'),
      payment_failed: t('statusPaymentFailedText'),
    },
    note: {
      placed: t('statusPlacedNote'),
      accepted: t('statusAcceptedNote'),
      preparing: t('statusPreparingNote'),
      ready_for_pickup: t('statusReadyForPickupNote'),
      partner_assigned: t('statusPartnerAssignedNote'),
      on_the_way: t('statusOnTheWayNote'),
      delivered: t('statusDeliveredNote'),
      collected: t('statusCollectedNote'),
      cancelled: t('statusCancelledNote'),
      rejected: t('statusRejectedNote'),
      awaiting_payment: t('statusAwaitingPaymentNote'),
      payment_failed: t('statusPaymentFailedNote'),
    },
  };
}

export interface DeliveryTexts {
  partner: string;
  /** The heading over one of the store's own riders (decision 0314). */
  storeRider: string;
  /** The on-the-way note when the store's own rider carries the order. */
  riderOnTheWay: string;
  /** '{km} km away' */
  away: string;
  /** 'Arrives in about {n} min' */
  eta: string;
  code: string;
  /** 'Give this code to {name} when your order arrives.' */
  codeNote: string;
  /** '{name} between the store and you' (the route bar's label) */
  route: string;
  /** 'Location seen at {time}' */
  seen: string;
  waiting: string;
  openMap: string;
  callRider: string;
  callStore: string;
  /** 'Map of {store}, {name} and your address' (the live map's label) */
  map: string;
  yourAddress: string;
  vehicle: { bicycle: string; scooter: string; motorbike: string };
}

export interface TrackerTexts {
  status: StatusTexts;
  liveUpdates: string;
  /** Said instead while the browser has no connection (decision 0231). */
  liveUpdatesPaused: string;
  cancelOrder: string;
  cancelConfirmTitle: string;
  cancelConfirm: string;
  keepOrder: string;
  /** The optional reason offered in the cancel dialog (src/domain/orders/cancel-reasons.ts). */
  cancelReason: Record<CancelReason, string> & { legend: string; otherLabel: string };
  rateOrder: string;
  orderAgain: OrderAgainTexts;
  /** 'The store says: {reason}' under a rejected order. */
  reason: string;
  /** When the store promised the order ready ('{time}'), by how it reaches the customer. */
  readyBy: { pickup: string; delivery: string };
  /** The partner bringing the order, their distance, ETA and the delivery code. */
  delivery: DeliveryTexts;
  /** Where the refund of an online payment goes, when the shop lets the customer choose (decision 0255). */
  refundTo: { legend: string; source: string; wallet: string };
  /** What cancelling gives back ('{amount}'), said in the cancel dialog. */
  refunds: { wallet: string; online: string; source: string; nothing: string };
  /** A ready self-pickup order's code for the counter. */
  pickupCode: { label: string; note: string };
  /** A line short at packing: the question, and what changed (decision 0285). */
  substitution: SubstitutionTexts;
}

export interface SubstitutionTexts {
  preference: Record<SubstitutionPreference, string>;
  askTitle: string;
  ask: string;
  dearer: string;
  due: string;
  calling: string;
  approve: string;
  decline: string;
  changesTitle: string;
  replaced: string;
  refunded: string;
  wallet: string;
  online: string;
  newTotal: string;
  collect: string;
}

function substitutionTexts(t: T): SubstitutionTexts {
  return {
    preference: {
      similar: t('substitutionSimilarText'),
      choose: t('substitutionChooseText'),
      refund: t('substitutionRefundText'),
      call: t('substitutionCallText'),
    },
    askTitle: t('substitutionAskTitle'),
    ask: t('substitutionAskText'),
    dearer: t('substitutionDearerText'),
    due: t('substitutionDueText'),
    calling: t('substitutionCallingText'),
    approve: t('substitutionApproveText'),
    decline: t('substitutionDeclineText'),
    changesTitle: t('substitutionChangesTitle'),
    replaced: t('substitutionReplacedText'),
    refunded: t('substitutionRefundedText'),
    wallet: t('substitutionWalletText'),
    online: t('substitutionOnlineText'),
    newTotal: t('substitutionNewTotalText'),
    collect: t('substitutionCollectText'),
  };
}

export function trackerTexts(t: T): TrackerTexts {
  return {
    status: statusTexts(t),
    liveUpdates: t('liveUpdatesText'),
    liveUpdatesPaused: t('liveUpdatesPausedText'),
    cancelOrder: t('cancelOrderText'),
    cancelConfirmTitle: t('areYouSureText'),
    cancelConfirm: t('cancelOrderConfirmText'),
    keepOrder: t('keepOrderText'),
    cancelReason: {
      legend: t('cancelReasonLegend'),
      mistake: t('cancelReasonMistakeText'),
      change_items: t('cancelReasonChangeItemsText'),
      too_slow: t('cancelReasonTooSlowText'),
      other: t('cancelReasonOtherText'),
      otherLabel: t('cancelReasonOtherLabel'),
    },
    rateOrder: t('rateOrderText'),
    orderAgain: orderAgainTexts(t),
    reason: t('orderReasonText'),
    readyBy: { pickup: t('readyToCollectByText'), delivery: t('packedByText') },
    refundTo: { legend: t('refundToLegend'), source: t('refundToSourceText'), wallet: t('refundToWalletText') },
    refunds: {
      wallet: t('cancelRefundWalletText'),
      online: t('cancelRefundOnlineText'),
      source: t('cancelRefundSourceText'),
      nothing: t('cancelNothingPaidText'),
    },
    pickupCode: { label: t('pickupCodeText'), note: t('pickupCodeNote') },
    substitution: substitutionTexts(t),
    delivery: {
      partner: t('deliveryPartnerText'),
      storeRider: t('storeRiderText'),
      riderOnTheWay: t('statusOnTheWayRiderNote'),
      away: t('partnerAwayText'),
      eta: t('etaText'),
      code: t('deliveryCodeText'),
      codeNote: t('deliveryCodeNote'),
      route: t('partnerRouteText'),
      seen: t('positionSeenText'),
      waiting: t('waitingPositionText'),
      openMap: t('openPositionText'),
      callRider: t('callRiderText'),
      callStore: t('callStoreText'),
      map: t('trackingMapText'),
      yourAddress: t('yourAddressText'),
      vehicle: {
        bicycle: t('vehicleBicycleText'),
        scooter: t('vehicleScooterText'),
        motorbike: t('vehicleMotorbikeText'),
      },
    },
  };
}

export interface OrderAgainTexts {
  orderAgain: string;
  /** Added to a cart that already held items: 'Added to what your cart already had.' */
  merged: string;
  partial: string;
  none: string;
  replace: ReplaceCartTexts;
}

export function orderAgainTexts(t: T): OrderAgainTexts {
  return {
    orderAgain: t('orderAgainText'),
    merged: t('orderAgainMergedText'),
    partial: t('orderAgainPartialText'),
    none: t('orderAgainNoneText'),
    replace: replaceCartTextsOf(t),
  };
}

export interface RatingTexts {
  legend: string;
  /** "N stars", in the form of N's plural category (src/domain/plural.ts). */
  stars: CountForms;
  comment: string;
  /** "N characters left" under the comment. */
  charactersLeft: CountForms;
  optional: string;
  submit: string;
  thanks: string;
  chooseStars: string;
  seeReviews: string;
}

export function ratingTexts(t: T, locale: string): RatingTexts {
  return {
    legend: t('ratingLegendText'),
    stars: countForms('starsText', locale, t),
    comment: t('ratingCommentLabel'),
    charactersLeft: countForms('charactersLeftText', locale, t),
    optional: t('optionalText'),
    submit: t('submitRatingText'),
    thanks: t('ratingThanksText'),
    chooseStars: t('chooseStarsText'),
    seeReviews: t('seeReviewsText'),
  };
}
