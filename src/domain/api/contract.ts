// The API contract: every operation's path, the zod schemas of its JSON body and
// path parameters, and the type of its answer, in one table. The server's route
// table (src/server/api/routes/) is declared against it, so a handler that answers
// another shape does not compile; the browser's client (src/client/api.ts) derives
// its types from it, so a wrong path, a misspelt body field or a misread answer
// field is a type error (tests/unit/client/api-contract.test.ts shows one). The
// answer exists only as a type: the browser never loads the schemas.
import {
  type StaffTaxAnswer,
  staffTaxChargesSaveRequest,
  staffTaxRateAddRequest,
  staffTaxRateEndRequest,
  staffTaxRequest,
} from './staff/tax.ts';
import { z } from 'zod';
import {
  accountRequest,
  changePasswordRequest,
  confirmContactChangeRequest,
  deleteAccountRequest,
  forgotPasswordRequest,
  loginRequest,
  logoutRequest,
  otherSessionsRequest,
  registerRequest,
  resetPasswordRequest,
  sendOtpRequest,
  sessionIdRequest,
  socialLoginRequest,
  updateAvatarRequest,
  updateProfileRequest,
  updateTaxNumberRequest,
  verifyOtpRequest,
  verifyResetCodeRequest,
  type BanCheckAnswer,
  type ContactCodeSentAnswer,
  type DoneAnswer,
  type OtpSentAnswer,
  type ProfileAnswer,
  type RunningOrderAnswer,
  type SessionsAnswer,
  type RegisterCodeSentAnswer,
  type SignedInAnswer,
  type UserAnswer,
} from './accounts.ts';
import {
  completedOrdersRequest,
  orderTrackingRequest,
  partnerDeliveredRequest,
  partnerLoginRequest,
  partnerOnlineRequest,
  partnerOrderRequest,
  partnerPositionsRequest,
  partnerRequest,
  partnerSendOtpRequest,
  partnerSignUpRequest,
  type CompletedOrdersAnswer,
  type JobAnswer,
  type OrderTrackingAnswer,
  type PartnerAnswer,
  type PartnerOrdersAnswer,
  type PartnerSignUpAnswer,
  type PositionsAnswer,
} from './delivery.ts';
import {
  addressIdRequest,
  getAddressesRequest,
  saveAddressRequest,
  updateAddressRequest,
  type AddressesAnswer,
} from './addresses.ts';
import { cartAvailabilityRequest, type CartAvailabilityView } from './cart.ts';
import { searchSuggestionsRequest, type SearchSuggestionsAnswer } from './search-suggestions.ts';
import {
  categoryItemsRequest,
  locatedRequest,
  searchRequest,
  singleItemRequest,
  singleProductRequest,
  storeItemsRequest,
  type CategoryItemsAnswer,
  type CategoryView,
  type ItemView,
  type SearchAnswer,
  type SingleProductAnswer,
  type StoreItemsAnswer,
} from './catalog.ts';
import {
  combosRequest,
  dealItemsRequest,
  featuredItemsRequest,
  frequentlyBoughtRequest,
  linkedItemsRequest,
  type ComboView,
  type StoreItemList,
} from './deals.ts';
import {
  bookFarmVisitRequest,
  farmVisitDatesRequest,
  type FarmVisitBookedAnswer,
  type FarmVisitDatesAnswer,
} from './farm-visit.ts';
import {
  favouriteListRequest,
  toggleFavoriteOfKindRequest,
  toggleFavoriteRequest,
  type FavoriteItemsAnswer,
  type FavoriteStoresAnswer,
  type ToggleFavoriteAnswer,
} from './favourites.ts';
import { id } from './fields.ts';
import {
  coordinateToAddressRequest,
  operationalServiceRequest,
  popularLocationsRequest,
  searchLocationRequest,
  type CoordinateToAddressAnswer,
  type LocationSuggestion,
  type OperationalServiceAnswer,
  type PopularLocation,
} from './location.ts';
import {
  notificationIdRequest,
  type OrderUpdatesAnswer,
  orderUpdatesRequest,
  savePushTokenRequest,
  type NotificationsAnswer,
} from './notifications.ts';
import { shopVersionBumpRequest, type StaffBroadcastAnswer, staffBroadcastRequest } from './device.ts';
import {
  cancelOrderRequest,
  orderRequest,
  answerSubstitutionRequest,
  ordersListRequest,
  placeOrderRequest,
  rateOrderRequest,
  storeReviewsRequest,
  walletRequest,
  type MemberCartAnswer,
  type OrderAgainAnswer,
  type OrderAnswer,
  type OrdersAnswer,
  type PlaceOrderAnswer,
  type RatingAnswer,
  type StoreReviewsAnswer,
  type WalletAnswer,
} from './orders.ts';
import {
  payByCashRequest,
  getPurchaseRequest,
  paymentReturnRequest,
  paymentStartRequest,
  type PurchaseAnswer,
  purchaseReturnRequest,
  purchaseStartRequest,
  type PurchaseStartAnswer,
  type PayByCashAnswer,
  type PaymentReturnAnswer,
  type PaymentStartAnswer,
} from './payments.ts';
import {
  applyCouponRequest,
  cartCouponsRequest,
  confirmCartRequest,
  type Bill,
  type CouponAnswer,
  type CouponOffer,
} from './pricing.ts';
import {
  featuredSectionRequest,
  featuredSectionsRequest,
  homeComponentsRequest,
  promoSliderRequest,
  sectionKey,
  type FeaturedSectionView,
  type HomeComponentView,
  type PromoSlidersAnswer,
} from './sections.ts';
import {
  getAllLanguagesRequest,
  getSettingsRequest,
  getSingleLanguageRequest,
  type AllLanguagesAnswer,
  type SettingsAnswer,
  type SingleLanguageAnswer,
  type VersionAnswer,
} from './settings.ts';
import {
  callerCodeRequest,
  callerLoginRequest,
  findCallerRequest,
  type CallerCodeAnswer,
  type FindCallerAnswer,
} from './staff/calls.ts';
import {
  catalogueImportApplyRequest,
  catalogueImportCheckRequest,
  type CatalogueImportApplyAnswer,
  type CatalogueImportCheckAnswer,
} from './staff/catalogue-import.ts';
import {
  findCustomersRequest,
  guestRegisterRequest,
  impersonationLinkRequest,
  staffFarmVisitsRequest,
  staffItemStockRequest,
  staffItemsRequest,
  staffLoginRequest,
  staffConsoleLanguageRequest,
  staffOnlyRequest,
  staffOrderStepRequest,
  staffOrdersRequest,
  staffPartnerStatusRequest,
  staffRejectRequest,
  staffStoreOpenRequest,
  staffVariantStockRequest,
  useImpersonationLinkRequest,
  type FindCustomersAnswer,
  type GuestAnswer,
  type ImpersonationLinkAnswer,
  type StaffAnswer,
  type StaffFarmVisitsAnswer,
  type StaffItemAnswer,
  type StaffItemsAnswer,
  type StaffOrderAnswer,
  type StaffOrdersAnswer,
  type StaffPartnerAnswer,
  type StaffPartnersAnswer,
  type StaffStoreAnswer,
  type EndActingAnswer,
} from './staff.ts';
import { type StaffAuditAnswer, staffAuditRequest } from './staff/audit.ts';
import {
  type StaffMessageAnswer,
  type StaffMessagesAnswer,
  staffMessageResendRequest,
  staffMessagesRequest,
  staffMessageTestRequest,
} from './staff/messages.ts';
import {
  type StaffSettingsAnswer,
  type StaffSettingsSaveAnswer,
  type StaffWordsAnswer,
  type StaffWordsSaveAnswer,
  staffSettingsRequest,
  staffSettingsSaveRequest,
  staffWordsRequest,
  staffWordsSaveRequest,
} from './staff/words.ts';
import { type StaffReportAnswer, staffReportRequest } from './staff/reports.ts';
import {
  type StaffHomeAnswer,
  type StaffHomeFindAnswer,
  staffHomeDiscardRequest,
  staffHomeFindRequest,
  staffHomePublishRequest,
  staffHomeRequest,
  staffHomeSaveRequest,
} from './staff/home.ts';
import {
  type StaffCouponAnswer,
  type StaffCouponsAnswer,
  staffCouponActiveRequest,
  staffCouponSaveRequest,
  staffCouponsRequest,
} from './staff/coupons.ts';
import {
  type StaffPeopleAnswer,
  type StaffPersonAnswer,
  staffPeopleRequest,
  staffPersonAddRequest,
  staffPersonDisabledRequest,
  staffPersonPasswordRequest,
  staffPersonUpdateRequest,
} from './staff/people.ts';
import {
  type RiderOrderAnswer,
  type RiderOrdersAnswer,
  riderDeliverRequest,
  riderOrdersRequest,
  staffSendOutRequest,
} from './staff/riders.ts';
import {
  type StaffMediaAnswer,
  type StaffMediaOneAnswer,
  staffMediaAltRequest,
  staffMediaArchiveRequest,
  staffMediaRequest,
} from './staff/media.ts';
import {
  type StaffContentEntryAnswer,
  type StaffContentItemSearchAnswer,
  type StaffContentListAnswer,
  type StaffContentPreviewLinkAnswer,
  type StaffContentPublishAnswer,
  type StaffContentRestoreAnswer,
  type StaffContentSaveAnswer,
  type StaffContentStatusAnswer,
  staffContentEntryRequest,
  staffContentItemSearchRequest,
  staffContentListRequest,
  staffContentPreviewLinkRequest,
  staffContentPublishRequest,
  staffContentRestoreRequest,
  staffContentSaveRequest,
  staffContentUnpublishRequest,
} from './staff/content.ts';
import {
  type StaffFindPlaceAnswer,
  type StaffStoreSettingsAnswer,
  type StaffStoresAnswer,
  staffFindPlaceRequest,
  staffStoreCreateRequest,
  staffStoreRequest,
  staffStoreSaveRequest,
  staffStoresRequest,
} from './staff/stores.ts';
import { type StaffSlotsAnswer, staffSlotsRequest, staffSlotsSaveRequest } from './staff/slots.ts';
import {
  type StaffAreasAnswer,
  staffAreaRemoveRequest,
  staffAreaSaveRequest,
  staffAreasRequest,
} from './staff/areas.ts';
import { type StaffPackingListAnswer, staffPackingListRequest } from './staff/packing.ts';
import {
  type StaffPrintedAnswer,
  type StaffPrinterAnswer,
  staffPrinterSaveRequest,
  staffPrintReceiptRequest,
  staffTestPrintRequest,
} from './staff/printing.ts';
import {
  type StaffSubstitutionOptionsAnswer,
  type StaffSubstitutionsAnswer,
  staffMarkShortRequest,
  staffSubstitutionAnswerRequest,
  staffSubstitutionOptionsRequest,
  staffSubstitutionsRequest,
} from './staff/substitutions.ts';
import {
  type StaffCreditLinesAnswer,
  type StaffRefundItemsAnswer,
  staffCreditLinesRequest,
  staffRefundItemsRequest,
} from './staff/credit-notes.ts';
import { type SubstitutionDefaultAnswer, substitutionDefaultRequest } from './substitutions.ts';
import { type DeliverySlotsAnswer, deliverySlotsRequest } from './slots.ts';
import {
  noInputRequest,
  storeByIdRequest,
  storeBySlugRequest,
  storeId,
  storeOperationalRequest,
  storeSlug,
  storesByCategoryRequest,
  storesNearRequest,
  type StoreCategory,
  type StoreInfo,
  type StoreOperationalAnswer,
} from './stores.ts';

import {
  staffCatalogueListRequest,
  staffCatalogueSetupRequest,
  staffCategoryCreateRequest,
  staffCategoryIdRequest,
  staffCategoryUpdateRequest,
  staffItemCreateRequest,
  staffItemIdRequest,
  staffItemUpdateRequest,
  staffUnitSaveRequest,
  staffUnitsRequest,
  type CatalogueCategoryAnswer,
  type CatalogueItemAnswer,
  type CatalogueListAnswer,
  type CatalogueSetupAnswer,
  type CatalogueUnitAnswer,
  type CatalogueUnitsAnswer,
} from './staff/catalogue.ts';
import {
  staffBulkPriceApplyRequest,
  staffBulkPricePreviewRequest,
  type BulkPriceApplyAnswer,
  type BulkPricePreviewAnswer,
} from './staff/bulk-prices.ts';
import {
  staffAddonGroupCreateRequest,
  staffAddonGroupIdRequest,
  staffAddonGroupsRequest,
  staffAddonGroupUpdateRequest,
  staffComboCreateRequest,
  staffComboIdRequest,
  staffComboPartChoicesRequest,
  staffCombosRequest,
  staffComboUpdateRequest,
  type AddonGroupAnswer,
  type AddonGroupsAnswer,
  type ComboAnswer,
  type ComboPartChoicesAnswer,
  type CombosAnswer,
} from './staff/addons-combos.ts';

declare const answerType: unique symbol;

/** The type of a call's answer, carried by the contract in its type only. */
export interface Answers<T> {
  readonly [answerType]?: T;
}

function answers<T>(): Answers<T> {
  return {};
}

interface Endpoint {
  body: z.ZodType;
  params?: z.ZodType;
  answer: Answers<unknown>;
}

export const apiContract = {
  register: { body: registerRequest, answer: answers<SignedInAnswer | RegisterCodeSentAnswer>() },
  login: { body: loginRequest, answer: answers<SignedInAnswer>() },
  'send-otp': { body: sendOtpRequest, answer: answers<OtpSentAnswer>() },
  'verify-otp': { body: verifyOtpRequest, answer: answers<SignedInAnswer>() },
  'social-login': { body: socialLoginRequest, answer: answers<SignedInAnswer>() },
  'forgot-password': { body: forgotPasswordRequest, answer: answers<OtpSentAnswer>() },
  'verify-reset-code': { body: verifyResetCodeRequest, answer: answers<DoneAnswer>() },
  'reset-password': { body: resetPasswordRequest, answer: answers<DoneAnswer>() },
  logout: { body: logoutRequest, answer: answers<DoneAnswer>() },
  'get-user-info': { body: accountRequest, answer: answers<UserAnswer>() },
  'update-user-info': { body: accountRequest, answer: answers<UserAnswer>() },
  'update-profile': { body: updateProfileRequest, answer: answers<ProfileAnswer>() },
  'confirm-contact-change': { body: confirmContactChangeRequest, answer: answers<UserAnswer>() },
  'withdraw-contact-change': { body: accountRequest, answer: answers<DoneAnswer>() },
  'resend-contact-code': { body: accountRequest, answer: answers<ContactCodeSentAnswer>() },
  'change-password': { body: changePasswordRequest, answer: answers<DoneAnswer>() },
  'get-sessions': { body: accountRequest, answer: answers<SessionsAnswer>() },
  'revoke-session': { body: sessionIdRequest, answer: answers<SessionsAnswer>() },
  'revoke-other-sessions': { body: otherSessionsRequest, answer: answers<SessionsAnswer>() },
  'update-tax-number': { body: updateTaxNumberRequest, answer: answers<UserAnswer>() },
  'update-avatar': { body: updateAvatarRequest, answer: answers<UserAnswer>() },
  'delete-account': { body: deleteAccountRequest, answer: answers<DoneAnswer>() },
  'check-ban': { body: accountRequest, answer: answers<BanCheckAnswer>() },
  'check-running-order': { body: accountRequest, answer: answers<RunningOrderAnswer>() },
  'get-addresses': { body: getAddressesRequest, answer: answers<AddressesAnswer>() },
  'save-address': { body: saveAddressRequest, answer: answers<AddressesAnswer>() },
  'delete-address': { body: addressIdRequest, answer: answers<AddressesAnswer>() },
  'set-default-address': { body: addressIdRequest, answer: answers<AddressesAnswer>() },
  'update-address': { body: updateAddressRequest, answer: answers<AddressesAnswer>() },
  'check-cart-items-availability': { body: cartAvailabilityRequest, answer: answers<CartAvailabilityView[]>() },
  'check-member-cart-items-availability': { body: cartAvailabilityRequest, answer: answers<CartAvailabilityView[]>() },
  'get-item-categories': { body: locatedRequest, answer: answers<CategoryView[]>() },
  'get-category-items': { body: categoryItemsRequest, answer: answers<CategoryItemsAnswer>() },
  'get-restaurant-items/:slug': {
    params: z.object({ slug: storeSlug }),
    body: storeItemsRequest,
    answer: answers<StoreItemsAnswer>(),
  },
  'get-single-item': { body: singleItemRequest, answer: answers<ItemView>() },
  'get-single-product/:id': {
    params: z.object({ id }),
    body: singleProductRequest,
    answer: answers<SingleProductAnswer>(),
  },
  'search-items': { body: searchRequest, answer: answers<SearchAnswer>() },
  // What the search field suggests as the customer types (decision 0293).
  'search-suggestions': { body: searchSuggestionsRequest, answer: answers<SearchSuggestionsAnswer>() },
  'apply-coupon': { body: applyCouponRequest, answer: answers<CouponAnswer>() },
  // The coupons a cart of the store is offered, each a button that applies it (decision 0329).
  'cart-coupons': { body: cartCouponsRequest, answer: answers<CouponOffer[]>() },
  'confirm-cart': { body: confirmCartRequest, answer: answers<Bill>() },
  'confirm-member-cart': { body: confirmCartRequest, answer: answers<MemberCartAnswer>() },
  'place-order': { body: placeOrderRequest, answer: answers<PlaceOrderAnswer>() },
  'place-member-order': { body: placeOrderRequest, answer: answers<PlaceOrderAnswer>() },
  // The slots a store offers a cart now (decision 0279).
  'delivery-slots': { body: deliverySlotsRequest, answer: answers<DeliverySlotsAnswer>() },
  'get-farm-visit-dates': { body: farmVisitDatesRequest, answer: answers<FarmVisitDatesAnswer>() },
  'book-farm-visit': { body: bookFarmVisitRequest, answer: answers<FarmVisitBookedAnswer>() },
  'toggle-favorite': { body: toggleFavoriteRequest, answer: answers<ToggleFavoriteAnswer>() },
  'toggle-favorite-store': { body: toggleFavoriteOfKindRequest, answer: answers<ToggleFavoriteAnswer>() },
  'toggle-favorite-item': { body: toggleFavoriteOfKindRequest, answer: answers<ToggleFavoriteAnswer>() },
  'get-favorite-stores': { body: favouriteListRequest, answer: answers<FavoriteStoresAnswer>() },
  'get-favorite-items': { body: favouriteListRequest, answer: answers<FavoriteItemsAnswer>() },
  'popular-geo-locations': { body: popularLocationsRequest, answer: answers<PopularLocation[]>() },
  'coordinate-to-address': { body: coordinateToAddressRequest, answer: answers<CoordinateToAddressAnswer>() },
  'search-location': { body: searchLocationRequest, answer: answers<LocationSuggestion[]>() },
  'check-operational-service': { body: operationalServiceRequest, answer: answers<OperationalServiceAnswer>() },
  'get-user-notifications': { body: accountRequest, answer: answers<NotificationsAnswer>() },
  'mark-one-notification-read': { body: notificationIdRequest, answer: answers<NotificationsAnswer>() },
  'mark-all-notifications-read': { body: accountRequest, answer: answers<NotificationsAnswer>() },
  'save-push-token': { body: savePushTokenRequest, answer: answers<DoneAnswer>() },
  'set-order-updates': { body: orderUpdatesRequest, answer: answers<OrderUpdatesAnswer>() },
  'get-orders': { body: ordersListRequest, answer: answers<OrdersAnswer>() },
  'get-order': { body: orderRequest, answer: answers<OrderAnswer>() },
  'cancel-order': { body: cancelOrderRequest, answer: answers<OrderAnswer>() },
  // Short lines at packing (decision 0285): the customer's answer, and their default wish.
  'answer-substitution': { body: answerSubstitutionRequest, answer: answers<OrderAnswer>() },
  'set-substitution-default': { body: substitutionDefaultRequest, answer: answers<SubstitutionDefaultAnswer>() },
  'get-order-tracking': { body: orderTrackingRequest, answer: answers<OrderTrackingAnswer>() },
  // Delivery partners (§7 delivery-partner operations).
  'delivery/send-otp': { body: partnerSendOtpRequest, answer: answers<OtpSentAnswer>() },
  'delivery/sign-up': { body: partnerSignUpRequest, answer: answers<PartnerSignUpAnswer>() },
  'delivery/login': { body: partnerLoginRequest, answer: answers<PartnerAnswer>() },
  'delivery/logout': { body: partnerRequest, answer: answers<DoneAnswer>() },
  'delivery/user-info': { body: partnerRequest, answer: answers<PartnerAnswer>() },
  'delivery/set-online': { body: partnerOnlineRequest, answer: answers<PartnerAnswer>() },
  'delivery/orders': { body: partnerRequest, answer: answers<PartnerOrdersAnswer>() },
  'delivery/completed-orders': { body: completedOrdersRequest, answer: answers<CompletedOrdersAnswer>() },
  'delivery/order': { body: partnerOrderRequest, answer: answers<JobAnswer>() },
  'delivery/accept': { body: partnerOrderRequest, answer: answers<JobAnswer>() },
  'delivery/picked-up': { body: partnerOrderRequest, answer: answers<JobAnswer>() },
  'delivery/delivered': { body: partnerDeliveredRequest, answer: answers<JobAnswer>() },
  'delivery/set-location': { body: partnerPositionsRequest, answer: answers<PositionsAnswer>() },
  'rate-order': { body: rateOrderRequest, answer: answers<RatingAnswer>() },
  'order-again': { body: orderRequest, answer: answers<OrderAgainAnswer>() },
  'get-wallet': { body: walletRequest, answer: answers<WalletAnswer>() },
  // Online payments (decision 0252).
  'payment-start': { body: paymentStartRequest, answer: answers<PaymentStartAnswer>() },
  'payment-return': { body: paymentReturnRequest, answer: answers<PaymentReturnAnswer>() },
  'pay-by-cash': { body: payByCashRequest, answer: answers<PayByCashAnswer>() },
  'purchase-start': { body: purchaseStartRequest, answer: answers<PurchaseStartAnswer>() },
  'purchase-return': { body: purchaseReturnRequest, answer: answers<PurchaseAnswer>() },
  'get-purchase': { body: getPurchaseRequest, answer: answers<PurchaseAnswer>() },
  'get-store-reviews/:slug': {
    params: z.object({ slug: storeSlug }),
    body: storeReviewsRequest,
    answer: answers<StoreReviewsAnswer>(),
  },
  'get-home-components': { body: homeComponentsRequest, answer: answers<HomeComponentView[]>() },
  'get-dynamic-featured-sections': { body: featuredSectionsRequest, answer: answers<FeaturedSectionView[]>() },
  'get-dynamic-featured-section/:slug': {
    params: z.object({ slug: sectionKey }),
    body: featuredSectionRequest,
    answer: answers<FeaturedSectionView>(),
  },
  'promo-slider': { body: promoSliderRequest, answer: answers<PromoSlidersAnswer>() },
  'get-deal-items': { body: dealItemsRequest, answer: answers<StoreItemList>() },
  'get-combos': { body: combosRequest, answer: answers<ComboView[]>() },
  'get-featured-items': { body: featuredItemsRequest, answer: answers<ItemView[]>() },
  'get-frequently-bought-items': { body: frequentlyBoughtRequest, answer: answers<StoreItemList>() },
  'get-linked-items': { body: linkedItemsRequest, answer: answers<ItemView[]>() },
  'get-settings': { body: getSettingsRequest, answer: answers<SettingsAnswer>() },
  'get-all-languages': { body: getAllLanguagesRequest, answer: answers<AllLanguagesAnswer>() },
  'get-single-language': { body: getSingleLanguageRequest, answer: answers<SingleLanguageAnswer>() },
  'get-delivery-restaurants': { body: storesNearRequest, answer: answers<StoreInfo[]>() },
  'get-selfpickup-restaurants': { body: storesNearRequest, answer: answers<StoreInfo[]>() },
  'get-restaurants-by-category': { body: storesByCategoryRequest, answer: answers<StoreInfo[]>() },
  'get-store-categories': { body: noInputRequest, answer: answers<StoreCategory[]>() },
  'get-restaurant-info/:slug': {
    params: z.object({ slug: storeSlug }),
    body: storeBySlugRequest,
    answer: answers<StoreInfo & { is_favorited: boolean }>(),
  },
  'get-restaurant-info-by-id/:id': {
    params: z.object({ id: storeId }),
    body: storeByIdRequest,
    answer: answers<StoreInfo>(),
  },
  'get-restaurant-operational-status': { body: storeOperationalRequest, answer: answers<StoreOperationalAnswer>() },
  // The staff console (decision 0183): sign-in, the order queue, stock, call-and-order, sign-in as a customer.
  'staff/login': { body: staffLoginRequest, answer: answers<StaffAnswer>() },
  'staff/logout': { body: staffOnlyRequest, answer: answers<DoneAnswer>() },
  'staff/me': { body: staffOnlyRequest, answer: answers<StaffAnswer>() },
  'staff/console-language': { body: staffConsoleLanguageRequest, answer: answers<StaffAnswer>() },
  'staff/orders': { body: staffOrdersRequest, answer: answers<StaffOrdersAnswer>() },
  'staff/order-step': { body: staffOrderStepRequest, answer: answers<StaffOrderAnswer>() },
  'staff/send-out': { body: staffSendOutRequest, answer: answers<StaffOrderAnswer>() },
  'staff/rider-orders': { body: riderOrdersRequest, answer: answers<RiderOrdersAnswer>() },
  'staff/rider-deliver': { body: riderDeliverRequest, answer: answers<RiderOrderAnswer>() },
  'staff/reject-order': { body: staffRejectRequest, answer: answers<StaffOrderAnswer>() },
  'staff/items': { body: staffItemsRequest, answer: answers<StaffItemsAnswer>() },
  'staff/item-stock': { body: staffItemStockRequest, answer: answers<StaffItemAnswer>() },
  'staff/variant-stock': { body: staffVariantStockRequest, answer: answers<StaffItemAnswer>() },
  'staff/store-open': { body: staffStoreOpenRequest, answer: answers<StaffStoreAnswer>() },
  // An admin's search (the sign-in-as-a-customer tool); store staff find a caller by their whole number.
  'staff/find-customers': { body: findCustomersRequest, answer: answers<FindCustomersAnswer>() },
  'staff/find-caller': { body: findCallerRequest, answer: answers<FindCallerAnswer>() },
  'staff/caller-code': { body: callerCodeRequest, answer: answers<CallerCodeAnswer>() },
  'staff/guest-register': { body: guestRegisterRequest, answer: answers<GuestAnswer>() },
  'staff/guest-login': { body: callerLoginRequest, answer: answers<GuestAnswer>() },
  'staff/impersonation-link': { body: impersonationLinkRequest, answer: answers<ImpersonationLinkAnswer>() },
  'staff/farm-visits': { body: staffFarmVisitsRequest, answer: answers<StaffFarmVisitsAnswer>() },
  // Delivery partners' accounts (decision 0184): admins only.
  'staff/partners': { body: staffOnlyRequest, answer: answers<StaffPartnersAnswer>() },
  'staff/partner-status': { body: staffPartnerStatusRequest, answer: answers<StaffPartnerAnswer>() },
  // The version file's numbers (§4, §7): admins only.
  'staff/shop-version': { body: shopVersionBumpRequest, answer: answers<VersionAnswer>() },
  // A message to every customer, as an alert and a push (decision 0251): admins only.
  'staff/broadcast': { body: staffBroadcastRequest, answer: answers<StaffBroadcastAnswer>() },
  // The media library (decision 0269); the upload is POST /staff/media/upload, not a JSON call.
  'staff/media': { body: staffMediaRequest, answer: answers<StaffMediaAnswer>() },
  'staff/media-alt': { body: staffMediaAltRequest, answer: answers<StaffMediaOneAnswer>() },
  'staff/media-archive': { body: staffMediaArchiveRequest, answer: answers<StaffMediaOneAnswer>() },
  // Content published from the web (decision 0281): drafts, publishing, revisions, preview links.
  'staff/content-list': { body: staffContentListRequest, answer: answers<StaffContentListAnswer>() },
  'staff/content-entry': { body: staffContentEntryRequest, answer: answers<StaffContentEntryAnswer>() },
  'staff/content-save': { body: staffContentSaveRequest, answer: answers<StaffContentSaveAnswer>() },
  'staff/content-publish': { body: staffContentPublishRequest, answer: answers<StaffContentPublishAnswer>() },
  'staff/content-unpublish': { body: staffContentUnpublishRequest, answer: answers<StaffContentStatusAnswer>() },
  'staff/content-restore': { body: staffContentRestoreRequest, answer: answers<StaffContentRestoreAnswer>() },
  'staff/content-preview-link': {
    body: staffContentPreviewLinkRequest,
    answer: answers<StaffContentPreviewLinkAnswer>(),
  },
  'staff/content-item-search': {
    body: staffContentItemSearchRequest,
    answer: answers<StaffContentItemSearchAnswer>(),
  },
  // Store settings (decision 0270): the list, one store, a new store (admins), saving one, finding a place.
  'staff/stores': { body: staffStoresRequest, answer: answers<StaffStoresAnswer>() },
  'staff/store': { body: staffStoreRequest, answer: answers<StaffStoreSettingsAnswer>() },
  'staff/store-create': { body: staffStoreCreateRequest, answer: answers<StaffStoreSettingsAnswer>() },
  'staff/store-save': { body: staffStoreSaveRequest, answer: answers<StaffStoreSettingsAnswer>() },
  'staff/find-place': { body: staffFindPlaceRequest, answer: answers<StaffFindPlaceAnswer>() },
  // The areas the shop serves (decision 0315): admins.
  'staff/areas': { body: staffAreasRequest, answer: answers<StaffAreasAnswer>() },
  'staff/area-save': { body: staffAreaSaveRequest, answer: answers<StaffAreasAnswer>() },
  'staff/area-remove': { body: staffAreaRemoveRequest, answer: answers<StaffAreasAnswer>() },
  // The shop's GST rates and how its charges are taxed (decision 0332): admins.
  'staff/tax': { body: staffTaxRequest, answer: answers<StaffTaxAnswer>() },
  'staff/tax-rate-add': { body: staffTaxRateAddRequest, answer: answers<StaffTaxAnswer>() },
  'staff/tax-rate-end': { body: staffTaxRateEndRequest, answer: answers<StaffTaxAnswer>() },
  'staff/tax-charges-save': { body: staffTaxChargesSaveRequest, answer: answers<StaffTaxAnswer>() },
  // A store's delivery and pickup slots (decision 0279): its manager or an admin.
  // Short lines at packing (decision 0285).
  'staff/substitutions': { body: staffSubstitutionsRequest, answer: answers<StaffSubstitutionsAnswer>() },
  'staff/substitution-options': {
    body: staffSubstitutionOptionsRequest,
    answer: answers<StaffSubstitutionOptionsAnswer>(),
  },
  'staff/mark-short': { body: staffMarkShortRequest, answer: answers<StaffSubstitutionsAnswer>() },
  'staff/substitution-answer': { body: staffSubstitutionAnswerRequest, answer: answers<StaffSubstitutionsAnswer>() },
  // Goods missing or damaged after delivery: a refund with its credit note (decision 0338).
  'staff/credit-lines': { body: staffCreditLinesRequest, answer: answers<StaffCreditLinesAnswer>() },
  'staff/refund-items': { body: staffRefundItemsRequest, answer: answers<StaffRefundItemsAnswer>() },
  'staff/slots': { body: staffSlotsRequest, answer: answers<StaffSlotsAnswer>() },
  'staff/slots-save': { body: staffSlotsSaveRequest, answer: answers<StaffSlotsAnswer>() },
  // A slot's items summed over its orders still to pack (decision 0287): the counter's packing list.
  'staff/packing-list': { body: staffPackingListRequest, answer: answers<StaffPackingListAnswer>() },
  // The counter's receipts on a store's network thermal printer (decision 0333).
  'staff/printer-save': { body: staffPrinterSaveRequest, answer: answers<StaffPrinterAnswer>() },
  'staff/test-print': { body: staffTestPrintRequest, answer: answers<StaffPrintedAnswer>() },
  'staff/print-receipt': { body: staffPrintReceiptRequest, answer: answers<StaffPrintedAnswer>() },
  // Coupons (decision 0272): admins any, managers those of their own stores.
  'staff/coupons': { body: staffCouponsRequest, answer: answers<StaffCouponsAnswer>() },
  'staff/coupon-save': { body: staffCouponSaveRequest, answer: answers<StaffCouponAnswer>() },
  'staff/coupon-active': { body: staffCouponActiveRequest, answer: answers<StaffCouponAnswer>() },
  // Staff accounts (decision 0272): admins only.
  'staff/people': { body: staffPeopleRequest, answer: answers<StaffPeopleAnswer>() },
  'staff/person-add': { body: staffPersonAddRequest, answer: answers<StaffPersonAnswer>() },
  'staff/person-update': { body: staffPersonUpdateRequest, answer: answers<StaffPersonAnswer>() },
  'staff/person-disabled': { body: staffPersonDisabledRequest, answer: answers<StaffPersonAnswer>() },
  'staff/person-password': { body: staffPersonPasswordRequest, answer: answers<StaffPersonAnswer>() },
  // The audit log of console changes and of actions in customers' sessions (decision 0272).
  'staff/audit': { body: staffAuditRequest, answer: answers<StaffAuditAnswer>() },
  // The outbox of messages to people (decision 0341): admins read it, send a failed one again, and
  // send a test through each channel. The providers' delivery receipts come in at
  // /api/messages/status/{msg91,twilio,whatsapp-cloud} (POST; GET for WhatsApp's handshake): not
  // JSON calls, as each provider signs its raw body (http/message-status.ts).
  'staff/messages': { body: staffMessagesRequest, answer: answers<StaffMessagesAnswer>() },
  'staff/message-resend': { body: staffMessageResendRequest, answer: answers<StaffMessageAnswer>() },
  'staff/message-test': { body: staffMessageTestRequest, answer: answers<StaffMessageAnswer>() },
  'staff/reports': { body: staffReportRequest, answer: answers<StaffReportAnswer>() },
  // The shop's labels in every language (editors, admins) and its settings (admins; decision 0284).
  'staff/words': { body: staffWordsRequest, answer: answers<StaffWordsAnswer>() },
  'staff/words-save': { body: staffWordsSaveRequest, answer: answers<StaffWordsSaveAnswer>() },
  'staff/settings': { body: staffSettingsRequest, answer: answers<StaffSettingsAnswer>() },
  'staff/settings-save': { body: staffSettingsSaveRequest, answer: answers<StaffSettingsSaveAnswer>() },
  // The catalogue editor (decision 0271): items of the member's stores; categories admins only.
  'staff/catalogue-setup': { body: staffCatalogueSetupRequest, answer: answers<CatalogueSetupAnswer>() },
  'staff/catalogue-items': { body: staffCatalogueListRequest, answer: answers<CatalogueListAnswer>() },
  'staff/catalogue-item': { body: staffItemIdRequest, answer: answers<CatalogueItemAnswer>() },
  'staff/catalogue-item-create': { body: staffItemCreateRequest, answer: answers<CatalogueItemAnswer>() },
  'staff/catalogue-item-update': { body: staffItemUpdateRequest, answer: answers<CatalogueItemAnswer>() },
  'staff/catalogue-item-archive': { body: staffItemIdRequest, answer: answers<CatalogueItemAnswer>() },
  'staff/catalogue-item-restore': { body: staffItemIdRequest, answer: answers<CatalogueItemAnswer>() },
  'staff/catalogue-category-create': { body: staffCategoryCreateRequest, answer: answers<CatalogueCategoryAnswer>() },
  'staff/catalogue-category-update': { body: staffCategoryUpdateRequest, answer: answers<CatalogueCategoryAnswer>() },
  'staff/catalogue-category-archive': { body: staffCategoryIdRequest, answer: answers<CatalogueCategoryAnswer>() },
  'staff/catalogue-category-restore': { body: staffCategoryIdRequest, answer: answers<CatalogueCategoryAnswer>() },
  // The shop's units and a bulk price change (decision 0319).
  'staff/catalogue-units': { body: staffUnitsRequest, answer: answers<CatalogueUnitsAnswer>() },
  'staff/catalogue-unit-save': { body: staffUnitSaveRequest, answer: answers<CatalogueUnitAnswer>() },
  'staff/catalogue-bulk-price-preview': {
    body: staffBulkPricePreviewRequest,
    answer: answers<BulkPricePreviewAnswer>(),
  },
  'staff/catalogue-bulk-price-apply': { body: staffBulkPriceApplyRequest, answer: answers<BulkPriceApplyAnswer>() },
  // The catalogue file's dry run and its all-or-nothing apply (decision 0273).
  'staff/catalogue-import-check': {
    body: catalogueImportCheckRequest,
    answer: answers<CatalogueImportCheckAnswer>(),
  },
  'staff/catalogue-import-apply': {
    body: catalogueImportApplyRequest,
    answer: answers<CatalogueImportApplyAnswer>(),
  },
  // The customers' home as editors compose it: a draft, then published at once (decision 0283).
  'staff/home': { body: staffHomeRequest, answer: answers<StaffHomeAnswer>() },
  'staff/home-save': { body: staffHomeSaveRequest, answer: answers<StaffHomeAnswer>() },
  'staff/home-publish': { body: staffHomePublishRequest, answer: answers<StaffHomeAnswer>() },
  'staff/home-discard': { body: staffHomeDiscardRequest, answer: answers<StaffHomeAnswer>() },
  'staff/home-find': { body: staffHomeFindRequest, answer: answers<StaffHomeFindAnswer>() },
  // Addon groups (shop-wide: admins change them) and combos of a store (decision 0280).
  'staff/catalogue-addon-groups': { body: staffAddonGroupsRequest, answer: answers<AddonGroupsAnswer>() },
  'staff/catalogue-addon-group-create': { body: staffAddonGroupCreateRequest, answer: answers<AddonGroupAnswer>() },
  'staff/catalogue-addon-group-update': { body: staffAddonGroupUpdateRequest, answer: answers<AddonGroupAnswer>() },
  'staff/catalogue-addon-group-archive': { body: staffAddonGroupIdRequest, answer: answers<AddonGroupAnswer>() },
  'staff/catalogue-addon-group-restore': { body: staffAddonGroupIdRequest, answer: answers<AddonGroupAnswer>() },
  'staff/catalogue-combos': { body: staffCombosRequest, answer: answers<CombosAnswer>() },
  'staff/catalogue-combo': { body: staffComboIdRequest, answer: answers<ComboAnswer>() },
  'staff/catalogue-combo-create': { body: staffComboCreateRequest, answer: answers<ComboAnswer>() },
  'staff/catalogue-combo-update': { body: staffComboUpdateRequest, answer: answers<ComboAnswer>() },
  'staff/catalogue-combo-archive': { body: staffComboIdRequest, answer: answers<ComboAnswer>() },
  'staff/catalogue-combo-restore': { body: staffComboIdRequest, answer: answers<ComboAnswer>() },
  'staff/catalogue-combo-part-choices': {
    body: staffComboPartChoicesRequest,
    answer: answers<ComboPartChoicesAnswer>(),
  },
  'auth/login-as-customer': { body: useImpersonationLinkRequest, answer: answers<GuestAnswer>() },
  'end-acting-session': { body: accountRequest, answer: answers<EndActingAnswer>() },
} as const satisfies Record<string, Endpoint>;

type Contract = typeof apiContract;

/** Every API operation's path under /api/ (with `:name` for a path parameter). */
export type ApiPath = keyof Contract;

/**
 * What the browser sends: the body schema's input, known fields only. The server drops a field
 * it does not know (catalog and cart reads) or refuses it by name (account, checkout and order
 * calls); either way a misspelt field is a type error here (decision 0031).
 */
export type RequestOf<P extends ApiPath> = z.input<Contract[P]['body']>;

/** What a handler receives: the body after parsing. */
export type ParsedRequestOf<P extends ApiPath> = z.output<Contract[P]['body']>;

/** The path parameters of a call, or undefined for a path without any. */
export type ParamsOf<P extends ApiPath> = Contract[P] extends { params: infer S extends z.ZodType }
  ? z.input<S>
  : undefined;

/** The path parameters after parsing. */
export type ParsedParamsOf<P extends ApiPath> = Contract[P] extends { params: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

/** The answer of a successful call. */
export type AnswerOf<P extends ApiPath> = Contract[P]['answer'] extends Answers<infer A> ? A : never;
