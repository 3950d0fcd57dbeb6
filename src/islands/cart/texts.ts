// The texts of the cart, checkout and order islands in the customer's language,
// picked once on the server (page.t) and passed as one prop. Templates keep their
// {placeholders}; the islands fill them (fillTemplate).

import { type PresetTagNames, presetTagNames } from '../../domain/accounts/address-tag.ts';
import type { ReplaceCartTexts } from '../../domain/orders/cart.ts';
import { countForms, type CountForms } from '../../domain/plural.ts';
import type { OpeningWords } from '../../domain/stores/opening-hours.ts';
import type { ShortWishTexts } from './ShortWishes.tsx';

type T = (key: string) => string;

/** The replace dialog's texts (§4), for islands given their texts by the server (orders, members). */
export function replaceCartTextsOf(t: T): ReplaceCartTexts {
  return {
    title: t('replaceCartTitle'),
    yes: t('replaceCartYesText'),
    no: t('replaceCartNoText'),
    plain: t('replaceCartSubTitle'),
    stores: t('replaceCartStoresText'),
    items: t('replaceCartItemsFromText'),
  };
}

export interface LineTexts {
  removeOne: string;
  addOne: string;
  quantity: string;
  remove: string;
  free: string;
  /** 'Save {amount}' under a combo line (§3 Combo old price). */
  comboSave: string;
}

export function lineTexts(t: T): LineTexts {
  return {
    removeOne: t('removeOneText'),
    addOne: t('addOneText'),
    quantity: t('quantityText'),
    remove: t('removeItemText'),
    free: t('freeText'),
    comboSave: t('comboSaveText'),
  };
}

export interface CartBarTexts {
  cart: string;
  /** "N items", in the form of N's plural category (src/domain/plural.ts). */
  itemCount: CountForms;
  reviewItems: string;
  hideItems: string;
  unavailableItems: string;
  removeAll: string;
  viewCart: string;
  minOrder: string;
  notAvailable: string;
  soldOut: string;
  outOfStock: string;
  line: LineTexts;
  /** A closed store's reopening ('Closed, opens at 7 am', decision 0291), in `locale`. */
  opening: OpeningWords;
  /** 'Closed' when no hour can be said. */
  closed: string;
  /** The way on to a later slot when the store is closed now. */
  orderLater: string;
  locale: string;
}

/** The labels a closed store's reopening is said with (opening-hours.ts openingText). */
function openingWords(t: T): OpeningWords {
  return {
    today: t('closedOpensAtText'),
    tomorrow: t('closedOpensTomorrowText'),
    later: t('closedOpensOnText'),
  };
}

export function cartBarTexts(t: T, locale: string): CartBarTexts {
  return {
    cart: t('cartTitle'),
    itemCount: countForms('itemCountText', locale, t),
    reviewItems: t('reviewItemsText'),
    hideItems: t('hideItemsText'),
    unavailableItems: t('unavailableItemsText'),
    removeAll: t('removeAllText'),
    viewCart: t('viewCartText'),
    minOrder: t('minOrderMessage'),
    notAvailable: t('cartItemNotAvailable'),
    soldOut: t('soldOutText'),
    outOfStock: t('outOfStockText'),
    line: lineTexts(t),
    opening: openingWords(t),
    closed: t('closedText'),
    orderLater: t('cartOrderLaterText'),
    locale,
  };
}

export interface BillTexts {
  title: string;
  itemTotal: string;
  couponDiscount: string;
  deliveryCharge: string;
  tip: string;
  wallet: string;
  toPay: string;
  free: string;
  updating: string;
  savings: string;
  /** §4 A coupon that takes the cart below the free-delivery minimum: {amount} the minimum, {charge} the delivery. */
  couponCostsDelivery: string;
  payOnDelivery: string;
  payAtPickup: string;
  /** The chosen slot's fee on the bill (decision 0279). */
  slotFee: string;
}

function billTexts(t: T): BillTexts {
  return {
    title: t('billDetailsTitle'),
    itemTotal: t('itemTotalText'),
    couponDiscount: t('couponDiscountText'),
    deliveryCharge: t('deliveryChargeText'),
    tip: t('tipText'),
    slotFee: t('slotFeeText'),
    wallet: t('walletUsedText'),
    toPay: t('cartToPayText'),
    free: t('freeText'),
    updating: t('updatingBillText'),
    savings: t('savingsText'),
    couponCostsDelivery: t('couponCostsDeliveryText'),
    payOnDelivery: t('payOnDeliveryText'),
    payAtPickup: t('payAtPickupText'),
  };
}

export interface AddressTexts {
  deliverTo: string;
  choose: string;
  doesNotDeliver: string;
  noAddress: string;
  guest: string;
  manage: string;
  login: string;
  /** The device's location saved as a delivery address from the cart or checkout (decision 0187). */
  useDevice: string;
  house: string;
  housePlaceholder: string;
  houseRequired: string;
  landmark: string;
  nearLandmark: string;
  saveAs: string;
  /** §3 Address: the preset tags in the page's language. */
  tags: PresetTagNames;
  saveHere: string;
  searchAnother: string;
  noServedAddress: string;
  /** The header's place is not where the order goes ({place}: the header's address). */
  elsewhere: string;
  /** The cart's button that delivers to the header's place instead. */
  deliverThere: string;
  /** Checkout: the order goes to the address chosen, not to the header's place ({place}). */
  elsewhereCheckout: string;
  /** Checkout's way back to the cart, where the address is chosen. */
  changeAddress: string;
  /** Why Place order is disabled ({store} filled in). */
  blockers: {
    store_closed: string;
    unavailable_items: string;
    no_address: string;
    not_delivered: string;
    bill_pending: string;
    /** {code}: the applied coupon the bill refuses. */
    coupon_refused: string;
  };
}

function addressTexts(t: T): AddressTexts {
  return {
    deliverTo: t('deliverToTitleText'),
    choose: t('chooseAddressText'),
    doesNotDeliver: t('addressDoesnotDeliverToText'),
    noAddress: t('noAddressText'),
    guest: t('guestAddressText'),
    manage: t('manageAddressesText'),
    login: t('loginTitle'),
    useDevice: t('useDeviceAddressTitle'),
    house: t('houseFlatLabel'),
    housePlaceholder: t('houseFlatPlaceholder'),
    houseRequired: t('houseRequiredText'),
    landmark: t('landmarkLabel'),
    nearLandmark: t('nearLandmarkText'),
    saveAs: t('saveAsLabel'),
    tags: presetTagNames(t),
    saveHere: t('saveDeliverHereText'),
    searchAnother: t('searchAnotherAddressText'),
    noServedAddress: t('noServedAddressText'),
    elsewhere: t('deliverElsewhereText'),
    deliverThere: t('deliverThereText'),
    elsewhereCheckout: t('checkoutElsewhereText'),
    changeAddress: t('checkoutChangeAddressText'),
    blockers: {
      store_closed: t('blockClosedText'),
      unavailable_items: t('blockUnavailableText'),
      no_address: t('blockNoAddressText'),
      not_delivered: t('blockNotDeliveredText'),
      bill_pending: t('blockUpdatingText'),
      coupon_refused: t('blockCouponText'),
    },
  };
}

export interface CartPageTexts {
  /** What each line wants if it is short at packing (decision 0285). */
  shortWishes: ShortWishTexts;
  emptyTitle: string;
  emptyText: string;
  startShopping: string;
  fromStore: string;
  deliveryIn: string;
  unavailableItems: string;
  removeAll: string;
  unavailableNote: string;
  notAvailable: string;
  soldOut: string;
  outOfStock: string;
  checking: string;
  couponTitle: string;
  couponPlaceholder: string;
  /** The list of the store's offers under the coupon field. */
  couponOffers: string;
  /** An offer's action word (not the field's Apply). */
  couponOfferUse: string;
  apply: string;
  couponApplied: string;
  couponSaving: string;
  removeCoupon: string;
  /** {code}: an applied coupon a change of the cart took off (§4 any removal or decrease clears it). */
  couponCleared: string;
  tipsTitle: string;
  tipNote: string;
  noTip: string;
  fulfilmentTitle: string;
  delivery: string;
  selfPickup: string;
  pickupFrom: string;
  freeDeliveryUnlocked: string;
  freeDeliveryMore: string;
  /** 'Free delivery counts your total after the coupon: {total} of {threshold}.' */
  freeDeliveryAfterCoupon: string;
  /** The day a pre-order comes (not '… in 25 mins'), for delivery and for pickup. */
  deliveryOn: string;
  pickupOn: string;
  /** 'Slot: {slot}', the slot chosen at checkout (decision 0321), its day said as today, tomorrow or a date. */
  slotChosen: string;
  today: string;
  tomorrow: string;
  proceed: string;
  loginToOrder: string;
  storeClosed: string;
  /** Closed now, with later slots to order for. */
  storeClosedLater: string;
  /** A closed store's reopening ('Closed, opens at 7 am', decision 0291). */
  opening: OpeningWords;
  minOrder: string;
  /** Why: '{store} takes orders of {amount} or more.' */
  minOrderReason: string;
  line: LineTexts;
  bill: BillTexts;
  address: AddressTexts;
}

export function cartPageTexts(t: T): CartPageTexts {
  return {
    shortWishes: {
      title: t('substitutionTitle'),
      label: t('substitutionLabel'),
      preference: {
        similar: t('substitutionSimilarText'),
        choose: t('substitutionChooseText'),
        refund: t('substitutionRefundText'),
        call: t('substitutionCallText'),
      },
      chooseItem: t('substitutionChooseItemLabel'),
      pickItem: t('substitutionChooseItemPrompt'),
      search: t('substitutionSearchLabel'),
      searchButton: t('substitutionSearchText'),
      noMatches: t('substitutionNoSuggestionsText'),
      chosen: t('substitutionChosenText'),
    },
    emptyTitle: t('emptyCartTitle'),
    emptyText: t('emptyCartText'),
    startShopping: t('startShoppingText'),
    fromStore: t('cartFromStoreText'),
    deliveryIn: t('deliveryInText'),
    unavailableItems: t('unavailableItemsText'),
    removeAll: t('removeAllText'),
    unavailableNote: t('unavailableNoteText'),
    notAvailable: t('cartItemNotAvailable'),
    soldOut: t('soldOutText'),
    outOfStock: t('outOfStockText'),
    checking: t('checkingCartText'),
    couponTitle: t('couponTitleText'),
    couponPlaceholder: t('couponPlaceholderText'),
    couponOffers: t('couponOffersText'),
    couponOfferUse: t('couponOfferUseText'),
    apply: t('applyCouponText'),
    couponApplied: t('couponAppliedText'),
    couponSaving: t('couponSavingText'),
    removeCoupon: t('removeCouponText'),
    couponCleared: t('couponClearedText'),
    tipsTitle: t('tipsTitleText'),
    tipNote: t('tipNoteText'),
    noTip: t('noTipText'),
    fulfilmentTitle: t('fulfilmentTitleText'),
    delivery: t('deliveryText'),
    selfPickup: t('selfPickupText'),
    pickupFrom: t('pickupFromText'),
    freeDeliveryUnlocked: t('freeDeliveryUnlockedText'),
    freeDeliveryMore: t('freeDeliveryMoreText'),
    freeDeliveryAfterCoupon: t('freeDeliveryAfterCouponText'),
    deliveryOn: t('deliveringOnText'),
    pickupOn: t('pickupOnText'),
    slotChosen: t('slotChosenText'),
    today: t('todayText'),
    tomorrow: t('tomorrowText'),
    proceed: t('proceedToCheckoutText'),
    loginToOrder: t('loginToOrderText'),
    storeClosed: t('storeClosedCartText'),
    storeClosedLater: t('storeClosedLaterCartText'),
    opening: openingWords(t),
    minOrder: t('minOrderMessage'),
    minOrderReason: t('minOrderReasonText'),
    line: lineTexts(t),
    bill: billTexts(t),
    address: addressTexts(t),
  };
}

export interface CheckoutTexts {
  summary: string;
  /** §5 'Shop for {amount} more to place the order' */
  minOrder: string;
  /** Why: '{store} takes orders of {amount} or more.' */
  minOrderReason: string;
  editCart: string;
  items: string;
  itemCount: CountForms;
  delivery: string;
  selfPickup: string;
  pickupFrom: string;
  deliveringOn: string;
  pickupOn: string;
  /** Today's delivery: 'Delivery in {n} mins', as the cart says it. */
  deliveryIn: string;
  payment: string;
  cod: string;
  codNote: string;
  /** Cash for a self-pickup order: paid at the store, not on delivery. */
  codPickup: string;
  codPickupNote: string;
  wallet: string;
  walletBalance: string;
  walletCovers: string;
  walletPartial: string;
  walletEmpty: string;
  placeOrder: string;
  placing: string;
  refusedTitle: string;
  /** A refusal because the sign-in ended (another tab signed out, it expired): the way back in. */
  signIn: string;
  unavailableNote: string;
  emptyTitle: string;
  emptyText: string;
  startShopping: string;
  /** After an order (the browser's Back lands here with an empty cart): the way to it. */
  myOrders: string;
  bill: BillTexts;
  address: AddressTexts;
  /** Removing a coupon the bill refuses, from the checkout (the cart has its coupon box). */
  removeCoupon: string;
  /** A free line's price in the summary. */
  free: string;
  slots: SlotTexts;
}

/** The checkout's choice of when (decision 0279), and how a slot is said on an order. */
export interface SlotTexts {
  title: string;
  pickupTitle: string;
  /** 'As soon as possible (about {n} min)' */
  asap: string;
  /** '{n} left' */
  left: string;
  full: string;
  none: string;
  today: string;
  tomorrow: string;
  /** 'Slot: {slot}' */
  chosen: string;
}

function slotTexts(t: T): SlotTexts {
  return {
    title: t('slotTitleText'),
    pickupTitle: t('slotPickupTitleText'),
    asap: t('slotAsapText'),
    left: t('slotLeftText'),
    full: t('slotFullText'),
    none: t('slotNoneText'),
    today: t('todayText'),
    tomorrow: t('tomorrowText'),
    chosen: t('slotChosenText'),
  };
}

export function checkoutTexts(t: T, locale: string): CheckoutTexts {
  return {
    summary: t('orderSummaryText'),
    minOrder: t('minOrderMessage'),
    minOrderReason: t('minOrderReasonText'),
    editCart: t('editCartText'),
    items: t('itemTotalText'),
    itemCount: countForms('itemCountText', locale, t),
    delivery: t('deliveryText'),
    selfPickup: t('selfPickupText'),
    pickupFrom: t('pickupFromText'),
    deliveringOn: t('deliveringOnText'),
    pickupOn: t('pickupOnText'),
    deliveryIn: t('deliveryInText'),
    payment: t('paymentMethodText'),
    cod: t('cashOnDeliveryText'),
    codNote: t('cashOnDeliveryNoteText'),
    codPickup: t('cashAtPickupText'),
    codPickupNote: t('cashAtPickupNoteText'),
    wallet: t('payWithWalletText'),
    walletBalance: t('walletBalanceText'),
    walletCovers: t('walletCoversText'),
    walletPartial: t('walletPartialText'),
    walletEmpty: t('walletEmptyText'),
    placeOrder: t('placeOrderText'),
    placing: t('placingOrderText'),
    refusedTitle: t('orderRefusedTitle'),
    signIn: t('loginToOrderText'),
    unavailableNote: t('unavailableNoteText'),
    emptyTitle: t('emptyCartTitle'),
    emptyText: t('emptyCartText'),
    startShopping: t('startShoppingText'),
    myOrders: t('accountMyOrders'),
    bill: billTexts(t),
    address: addressTexts(t),
    removeCoupon: t('removeCouponText'),
    free: t('freeText'),
    slots: slotTexts(t),
  };
}
