// Texts of the order islands (running order, order again, rating) in the customer's
// language, picked on the server (page.t) and passed as one prop.
import type { OrderStatusName } from '../../domain/order-flow.ts';

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
    },
  };
}

export interface TrackerTexts {
  status: StatusTexts;
  liveUpdates: string;
  cancelOrder: string;
  cancelConfirmTitle: string;
  cancelConfirm: string;
  keepOrder: string;
  rateOrder: string;
  orderAgain: OrderAgainTexts;
}

export function trackerTexts(t: T): TrackerTexts {
  return {
    status: statusTexts(t),
    liveUpdates: t('liveUpdatesText'),
    cancelOrder: t('cancelOrderText'),
    cancelConfirmTitle: t('areYouSureText'),
    cancelConfirm: t('cancelOrderConfirmText'),
    keepOrder: t('keepOrderText'),
    rateOrder: t('rateOrderText'),
    orderAgain: orderAgainTexts(t),
  };
}

export interface OrderAgainTexts {
  orderAgain: string;
  partial: string;
  none: string;
  replaceTitle: string;
  replaceText: string;
  replaceYes: string;
  replaceNo: string;
}

export function orderAgainTexts(t: T): OrderAgainTexts {
  return {
    orderAgain: t('orderAgainText'),
    partial: t('orderAgainPartialText'),
    none: t('orderAgainNoneText'),
    replaceTitle: t('replaceCartTitle'),
    replaceText: t('replaceCartSubTitle'),
    replaceYes: t('replaceCartYesText'),
    replaceNo: t('replaceCartNoText'),
  };
}

export interface RatingTexts {
  legend: string;
  stars: string;
  oneStar: string;
  comment: string;
  optional: string;
  submit: string;
  thanks: string;
  chooseStars: string;
  seeReviews: string;
}

export function ratingTexts(t: T): RatingTexts {
  return {
    legend: t('ratingLegendText'),
    stars: t('starsText'),
    oneStar: t('oneStarText'),
    comment: t('ratingCommentLabel'),
    optional: t('optionalText'),
    submit: t('submitRatingText'),
    thanks: t('ratingThanksText'),
    chooseStars: t('chooseStarsText'),
    seeReviews: t('seeReviewsText'),
  };
}
