// Texts of the members' islands (Members Mart controls, the members cart bar and
// page) in the customer's language, picked on the server and passed as one prop.
import { countForms, type CountForms } from '../../domain/plural.ts';
import type { ReplaceCartTexts } from '../../domain/orders/cart.ts';
import { cartPageTexts, lineTexts, replaceCartTextsOf, type CartPageTexts, type LineTexts } from '../cart/texts.ts';

type T = (key: string) => string;

export interface MemberControlTexts {
  add: string;
  line: LineTexts;
}

export function memberControlTexts(t: T): MemberControlTexts {
  return { add: t('addText'), line: lineTexts(t) };
}

export interface MemberBarTexts {
  cart: string;
  itemCount: CountForms;
  allowance: string;
  exceeded: string;
  view: string;
  replace: ReplaceCartTexts;
}

export function memberBarTexts(t: T, locale: string): MemberBarTexts {
  return {
    cart: t('memberCartTitle'),
    itemCount: countForms('itemCountText', locale, t),
    allowance: t('memberAllowanceText'),
    exceeded: t('memberWeightExceededText'),
    view: t('viewCartText'),
    replace: replaceCartTextsOf(t),
  };
}

export interface MemberCartTexts {
  empty: string;
  shopMart: string;
  allowance: string;
  allowanceFull: string;
  left: string;
  exceeded: string;
  /** By how much: 'That is {kg} more than you have left.' */
  over: string;
  placeOrder: string;
  placing: string;
  note: string;
  memberPrice: string;
  cart: CartPageTexts;
  refusedTitle: string;
  /** How a members order is paid (cash, at the door or the counter), said before it is placed. */
  payment: { title: string; cod: string; codNote: string; codPickup: string; codPickupNote: string };
}

export function memberCartTexts(t: T): MemberCartTexts {
  return {
    empty: t('memberCartEmptyText'),
    shopMart: t('shopMembersMartText'),
    allowance: t('memberAllowanceText'),
    allowanceFull: t('memberAllowanceFullText'),
    left: t('memberWeightLeftText'),
    exceeded: t('memberWeightExceededText'),
    over: t('memberWeightOverText'),
    placeOrder: t('placeMemberOrderText'),
    placing: t('placingOrderText'),
    note: t('memberOrderNoteText'),
    memberPrice: t('memberPriceText'),
    cart: cartPageTexts(t),
    refusedTitle: t('orderRefusedTitle'),
    payment: {
      title: t('paymentMethodText'),
      cod: t('cashOnDeliveryText'),
      codNote: t('cashOnDeliveryNoteText'),
      codPickup: t('cashAtPickupText'),
      codPickupNote: t('cashAtPickupNoteText'),
    },
  };
}
