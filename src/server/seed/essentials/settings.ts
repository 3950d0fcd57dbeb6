// The shop's settings rows (§3 "Device-stored settings"): every key as a string,
// as the original app stores them ('true'/'false', comma lists, 'null' to hide).
// The typed defaults of src/domain/settings.ts come first, so the seed and the
// domain agree; this file adds the keys that module does not type (landing page,
// first-run, farm visit and the other UI texts, the version markers).
import { defaultSettings } from '../../../domain/settings.ts';
import { ORDER_TEXTS } from './labels-orders.ts';
import { INVOICE_TEXTS } from './labels-invoices.ts';
import { CONSOLE_WORDS } from '../../../domain/staff/console-words.ts';
import { JOURNEY_TEXTS } from './labels-journey.ts';
import { SAID } from '../../said.ts';
import { DEVICE_TEXTS } from './labels-device.ts';
import { COMBO_TEXTS } from './labels-combos.ts';
import { SUBSTITUTION_TEXTS } from './labels-substitutions.ts';
import { NAME_TEXTS } from './labels-names.ts';
import { LIST_TEXTS } from './labels-lists.ts';
import { SECURITY_TEXTS } from './labels-security.ts';
import { PAYMENT_TEXTS } from './labels-payments.ts';
import { MESSAGE_WORDS } from '../../../domain/notifications/message-words.ts';
import { ORDER_UPDATES_TEXTS } from './labels-messages.ts';

/** UI texts the settings carry beside those typed in defaultSettings (English). */
export const EXTRA_TEXTS = {
  deliverToText: 'Delivering to',
  selectLocationText: 'Select Location',
  firstScreenHeading: 'Fresh groceries at your door',
  firstScreenSubHeading: 'Fruit, vegetables, dairy and staples from stores near you',
  firstScreenDeliveryLabel: 'Delivery to',
  firstScreenPopupHeading: 'Where should we deliver?',
  useCurrentLocationText: 'Use current location',
  searchAreaPlaceholder: 'Search for an area or address',
  orText: 'or',
  selectSavedAddressText: 'Select from saved address',
  seeAllText: 'See all',
  firstScreenLoginText: 'Have an account? Login',
  firstScreenWelcomeText: 'Welcome back, {name}!',
  chooseLocationTitle: 'Choose your location?',
  noServiceText: 'We do not deliver to this area yet.',
  updateLocationText: 'Update Location',
  noAreaAlertText: 'No stores deliver here. Try another area.',
  confirmLocationTitle: 'Confirm delivery location',
  placeMapText: 'Map: drag it, tap it or use the arrow keys to put the pin on your door',
  houseFlatLabel: 'House / flat / floor',
  houseFlatPlaceholder: 'e.g. Flat 12, Sai Residency',
  saveAddressAsText: 'Save address as',
  saveAndContinueText: 'Save and continue',
  popularAreasText: 'Popular areas',
  changeText: 'Change',
  locatingText: 'Finding your location…',
  locationSearchNoResultText: 'No area found for ',
  searchBarPlaceholder: 'Search for',
  searchHintWords: 'mangoes,paneer,tomatoes,ghee,sourdough',
  exploreNowText: 'Explore now',
  viewAllText: 'View All',
  variantOptionsText: '{n} options',
  customisableText: 'Customisable',
  addText: 'Add',
  doneText: 'Done',
  dealOfTheDayTitle: 'Deal of the day',
  chooseVariantText: 'Choose a size',
  pickOneText: 'Pick one',
  pickAnyText: 'Pick any',
  itemTotalText: 'Item total',
  soldOutText: 'Sold Out',
  percentOffText: '{n}% OFF',
  reviewItemsText: 'Review Items',
  unavailableItemsText: 'Unavailable Items',
  removeAllText: 'Remove All',
  viewCartText: 'View cart',
  cartToPayText: 'To pay',
  areYouSureText: 'Are you sure?',
  minutesText: 'mins',
  noLinkedItemsText: 'No linked items',
  preOrderText: 'Pre-order',
  availableFromText: 'Available from',
  vegText: 'Veg',
  nonVegText: 'Non-veg',
  freeDeliveryText: 'Free delivery above {amount}',
  deliveryChargeText: 'Delivery charge',
  selfPickupText: 'Self pickup',
  deliveryText: 'Delivery',
  tipsTitleText: 'Tip your delivery partner',
  couponPlaceholderText: 'Enter coupon code',
  applyCouponText: 'Apply',
  memberWeightExceededText: 'Your cart is over your remaining membership weight.',
  farmVisitTitle: 'Visit our farm',
  farmVisitSubTitle: 'Spend a weekend morning where your vegetables grow.',
  farmVisitNameLabel: 'Name',
  farmVisitMobileLabel: 'Mobile Number',
  farmVisitAltMobileLabel: 'Alternative Mobile Number',
  farmVisitLocationLabel: 'Location',
  farmVisitChangeText: 'Change',
  farmVisitAdultsLabel: 'Number Of Adults',
  farmVisitKidsLabel: 'Number Of Kids',
  farmVisitHowKnowLabel: 'How do you know about us',
  farmVisitDateLabel: 'Visiting Date',
  farmVisitSubmitText: 'Submit Form',
  farmVisitSuccessText: 'Your form has been submitted. Our team will get back to you shortly.',
  farmVisitMissingText: 'Please fill all the details',
  farmVisitOkText: 'Ok',
  farmVisitFilledText: 'Filled',
  farmVisitBookText: 'Book a farm visit',
  farmVisitFormTitle: 'Farm visit form',
  farmVisitFormIntro: 'Tell us who is coming and pick a weekend day. Our team will call you to confirm.',
  farmVisitMobilePlaceholder: '10-digit mobile number',
  farmVisitOptionalText: 'Optional',
  farmVisitNoLocationText: 'Choose where you will come from',
  farmVisitHowKnowChooseText: 'Choose one',
  farmVisitHowKnowOptions: 'Friends or family,Instagram,Facebook,WhatsApp,Google search,Our app,Newspaper,Other',
  farmVisitBadMobileText: 'Please enter a valid 10-digit mobile number',
  farmVisitNoVisitorsText: 'Please add at least one adult or kid to the visit',
  farmVisitBookedText: 'Booked',
  farmVisitDecreaseText: 'Decrease',
  farmVisitIncreaseText: 'Increase',
  farmVisitAllFilledText: 'All the next weekend days are full. Please check again in a few days.',
  farmVisitSubmittingText: 'Submitting…',
  farmVisitSuccessTitle: 'See you at the farm!',
  farmVisitHomeText: 'Back to home',
  farmVisitFailedText: 'Could not submit the form. Please try again.',
  installPromptText: 'Add this shop to your home screen',
  installButtonText: 'Install',
  desktopHeading: 'Fresh groceries from stores near you, at your door',
  desktopSubHeading: 'Fruit, vegetables, dairy and staples, delivered to your door or ready to collect.',
  desktopUseAppText: 'Use the app',
  desktopTryOnPhoneText: 'Open this page on your phone for the best experience',
  desktopLanguageText: 'Language',
  desktopMenu1Text: 'Home',
  desktopMenu2Text: 'Stores',
  // A slot the shop fills in Words and Settings (a campaign, a page); 'null' leaves it out.
  desktopMenu3Text: 'null',
  desktopMenu4Text: 'Membership',
  desktopMenu5Text: 'Farm visits',
  desktopMenu6Text: 'About us',
  desktopHowItWorksTitle: 'How it works',
  desktopHowItWorks1Title: 'Set your location',
  desktopHowItWorks1Text: 'Pick your area and see the stores that deliver to you.',
  desktopHowItWorks2Title: 'Fill your basket',
  desktopHowItWorks2Text: 'Fresh produce, dairy and staples at mandi-fair prices.',
  desktopHowItWorks3Title: 'Get it in 30 minutes',
  desktopHowItWorks3Text: 'Delivered to your door, or pick it up on your way home.',
  desktopTestimonialsTitle: 'What our customers say',
  // Hidden while 'null': the shop writes its own customers' words (decision 0316).
  desktopTestimonial1Name: 'null',
  desktopTestimonial1Text: 'null',
  desktopTestimonial2Name: 'null',
  desktopTestimonial2Text: 'null',
  desktopTestimonial3Name: 'null',
  desktopTestimonial3Text: 'null',
  desktopTestimonial4Name: 'null',
  desktopTestimonial4Text: 'null',
  desktopTestimonial5Name: 'null',
  desktopTestimonial5Text: 'null',
  desktopAppsTitle: 'Get the app',
  desktopContactTitle: 'Contact us',
  desktopContactAddress: 'null',
  desktopFooterColumn1Title: 'Shop',
  desktopFooterColumn1Link1Text: 'Fruits',
  desktopFooterColumn1Link2Text: 'Vegetables',
  desktopFooterColumn1Link3Text: 'Dairy & Eggs',
  desktopFooterColumn2Title: 'Company',
  desktopFooterColumn2Link1Text: 'About us',
  desktopFooterColumn2Link2Text: 'Farm visits',
  desktopFooterColumn2Link3Text: 'Careers',
  desktopFooterColumn3Title: 'Help',
  desktopFooterColumn3Link1Text: 'Contact',
  desktopFooterColumn3Link2Text: 'Terms',
  desktopFooterColumn3Link3Text: 'Privacy',
  desktopFooterCopyright: 'null',
  // Browsing pages (stores, categories, sections, search)
  closedText: 'Closed',
  closedOpensAtText: 'Closed, opens at {time}',
  closedOpensTomorrowText: 'Closed, opens tomorrow at {time}',
  closedOpensOnText: 'Closed, opens {day} at {time}',
  storeClosedText: 'This store is closed right now. Its items will be back when it reopens.',
  storeNotDeliveringText: 'This store does not deliver to your location',
  minOrderText: 'Min order {amount}',
  noMinOrderText: 'No minimum order',
  kmAwayText: '{km} km',
  ratingText: 'Rated {rating} out of 5',
  searchInText: 'Search in {name}',
  exploreSearchPlaceholder: 'Search for fruits, vegetables, stores…',
  popularCategoriesText: 'Popular categories',
  itemsText: 'Items',
  itemsCountText: '{n} items',
  storesNearYouText: 'Stores near you',
  storesCountText: '{n} stores deliver to you',
  storesByCategoryTitle: 'Stores by category',
  noStoresText: 'No stores here yet.',
  combosTitle: 'Combos',
  comboSaveText: 'Save {amount}',
  comboIncludesText: 'In this combo',
  frequentlyBoughtTitle: 'Frequently bought',
  clearSearchText: 'Clear search',
  // Item page
  nutritionalFactsText: 'Nutritional facts',
  nutritionPerText: 'Typical values per 100 g',
  moreFromStoreText: 'More from {name}',
  // Editors' pages, the desktop landing and consent
  campaignValidText: 'Valid {from} – {to}',
  campaignEndedText: 'This campaign ended on {date}.',
  campaignUpcomingText: 'This campaign starts on {date}.',
  campaignEndedActionText: "See today's fresh picks",
  campaignNoItemsText: 'None of these items are delivered to your location right now.',
  contentNoLocationText: 'Set your delivery location to see prices and stock near you.',
  recipePrepText: 'Prep',
  recipeCookText: 'Cook',
  recipeServingsText: 'Servings',
  recipeIngredientsTitle: 'Ingredients',
  recipeMethodTitle: 'Method',
  recipeShopFromText: 'From {store}',
  recipeNotAtStoreText: 'Not available here',
  recipeNoStoreText: 'No store near you stocks these ingredients right now.',
  addAllToCartText: 'Add all to cart',
  addedAllToCartText: 'Added to cart',
  infoUpdatedText: 'Last updated {date}',
  desktopAppFrameTitle: "The shop's app",
  desktopMenuLabel: 'Menu',
  desktopPlayStoreText: 'Get it on Google Play',
  desktopAppStoreText: 'Download on the App Store',
  desktopSocialTitle: 'Follow us',
  gdprPolicyLinkText: 'Privacy policy',
  gdprTitle: 'Cookies on this device',
  // Accounts (decision 0142): sign-in screens, account pages, favourites, alerts, account checks
  loginSubtitle: 'Sign in to order, track deliveries and keep your favourites.',
  phoneOrEmailLabel: 'Phone number or email',
  withOtpText: 'Sign in with a one-time code',
  withPasswordText: 'Sign in with a password',
  sendOtpText: 'Send OTP',
  otpLabel: '6-digit code',
  otpSentText: 'We sent a 6-digit code to {phone}. It is valid for 10 minutes.',
  resendOtpText: 'Resend code',
  verifyOtpText: 'Verify and continue',
  newHereText: 'New here?',
  createAccountText: 'Create an account',
  haveAccountText: 'Already have an account?',
  tooManyTriesText: 'Too many tries, wait {n} seconds',
  showPasswordText: 'Show password',
  registerSubtitle: 'Fresh fruit, vegetables and groceries from stores near you.',
  passwordHintText: 'At least 8 characters',
  continueText: 'Continue',
  // A number's first sign-in with its code: the account's one question (decision 0321)
  newAccountNameTitle: 'Welcome! What should we call you?',
  newAccountNameText: 'Your number is confirmed. Your name goes on your orders.',
  verifyPhoneTitle: 'Verify your phone',
  forgotPasswordIntro: "Type your account's email. We will send a 6-digit code to set a new password.",
  sendCodeText: 'Send code',
  codeSentToText: 'If an account uses {email}, a 6-digit code is on its way.',
  verifyCodeText: 'Verify code',
  newPasswordLabel: 'New password',
  setPasswordText: 'Set new password',
  passwordChangedText: 'Your password is changed. Login with the new one.',
  myAccountTitle: 'My Account',
  signInPromptTitle: 'Login to see your account',
  signInPromptText: 'Track orders, save addresses and favourites, and get alerts about offers.',
  editProfileText: 'Edit profile',
  taxNumberLabel: 'Tax number (GSTIN)',
  optionalText: 'optional',
  changePhotoText: 'Change photo',
  uploadPhotoText: 'Upload a photo',
  photoUrlLabel: 'Or a picture link (https://…)',
  removePhotoText: 'Remove photo',
  photoTooLargeText: 'This picture is too large even when shrunk. Try another one.',
  savedText: 'Saved',
  walletBalanceText: 'Wallet balance',
  membershipLeftText: '{kg} kg left',
  noMembershipText: 'Buy by weight at member prices',
  unreadCountText: '{n} unread',
  deleteAccountText: 'Delete account',
  deleteAccountConfirmText:
    'Your account, addresses, favourites and alerts will be deleted for good. Your orders stay in the shop’s tax records without your name, phone or address. Type your password to confirm.',
  downloadMyDataText: 'Download my data',
  downloadMyDataNoteText:
    'Everything the shop holds on you (account, addresses, orders, wallet, alerts) as a JSON file.',
  addNewAddressText: 'Add new address',
  setDefaultText: 'Set as default',
  deleteAddressConfirmText: 'This address will be removed from your account.',
  markAllReadText: 'Mark all read',
  noAlertsText: 'No alerts yet. Offers and order updates will show here.',
  newAlertText: 'New',
  openAlertText: 'View',
  // The heart is at the top of a store's and an item's own page (cards have none).
  noFavouriteStoresText: 'No favourite stores yet. Open a store and tap the heart at its top to keep it here.',
  noFavouriteItemsText: 'No favourite items yet. Open an item and tap the heart at its top to keep it here.',
  browseStoresText: 'Browse stores',
  runningOrderText: 'Your order is in progress',
  trackOrderText: 'Track',
  signedOutTitle: 'You are signed out',
  okText: 'OK',
  // Cart, checkout, orders and members (decision 0149)
  ...ORDER_TEXTS,
  ...SECURITY_TEXTS,
  ...PAYMENT_TEXTS,
  ...LIST_TEXTS,
  ...JOURNEY_TEXTS,
  ...DEVICE_TEXTS,
  ...COMBO_TEXTS,
  ...SUBSTITUTION_TEXTS,
  // Messages by SMS, WhatsApp and e-mail, and the choice of how order updates come (decision 0340)
  ...MESSAGE_WORDS,
  ...ORDER_UPDATES_TEXTS,
  ...NAME_TEXTS,
  ...INVOICE_TEXTS,
  // The console's own words (decision 0345).
  ...CONSOLE_WORDS,
  // The server's own words to a customer (src/server/said.ts)
  ...SAID,
} as const;

/** Links, contact details and markers: settings that are not translated. */
export const EXTRA_VALUES: Readonly<Record<string, string>> = {
  forceNewSettingsVersion: '1',
  forceCacheClearVersion: '1',
  storeLogo: '/favicon.svg',
  desktopMenu1Link: '/',
  desktopMenu2Link: '/stores',
  desktopMenu3Link: 'null',
  desktopMenu4Link: '/membership-plans',
  desktopMenu5Link: '/farm-visit',
  desktopMenu6Link: '/pages/about',
  // The demo shop has no app in a store (it installs from the browser, decision 0249): a badge would lead
  // to the store's front page. A shop with an app sets its listing's address here.
  desktopPlayStoreLink: 'null',
  desktopAppStoreLink: 'null',
  // The shop's own, filled in Settings (the console's Your shop lists them, decision 0316).
  desktopContactPhone: 'null',
  desktopContactEmail: 'null',
  desktopSocialTwitterLink: 'null',
  // The shop's own categories, once it has them: /category/{slug}.
  desktopFooterColumn1Link1Url: 'null',
  desktopFooterColumn1Link2Url: 'null',
  desktopFooterColumn1Link3Url: 'null',
  desktopFooterColumn2Link1Url: '/pages/about',
  desktopFooterColumn2Link2Url: '/farm-visit',
  desktopFooterColumn2Link3Url: 'null',
  desktopFooterColumn3Link1Url: '/pages/contact',
  desktopFooterColumn3Link2Url: '/pages/terms',
  desktopFooterColumn3Link3Url: '/pages/privacy',
  /** The external form service of the farm-visit form (§7): not shown, so unset. */
  farmVisitFormUrl: 'null',
  farmVisitStoreSlug: 'mulshi-valley-farm',
  /**
   * Farm visits: visitors one day can take (adults + kids, a booking counts at least 1); a day whose
   * bookings reach it shows 'Filled' (§4). Not shown in the spec; 40 suits a morning's guided walk.
   */
  farmVisitCapacityPerDay: '40',
  /**
   * The staff queue alerts the counter when a ready delivery order has waited longer than this many
   * minutes for a delivery partner (src/domain/staff/rider-wait.ts); 0: as soon as it is ready.
   */
  riderWaitAlertMinutes: '10',
  /**
   * The floating campaign button's fixed coordinate pair (§2): the Kothrud flagship store,
   * which stocks the whole mango campaign and is reached by three delivering stores (the
   * Mulshi farm, chosen first, is pickup-only and sells no mangoes, so the campaign showed nothing there).
   */
  campaignLatitude: '18.5074',
  campaignLongitude: '73.8077',
  /** §2 Featured section list: the in-section search shows only when this is 'true' (and the section's show_search is 1). */
  showSectionSearch: 'true',
  /** Registering proves the phone by OTP (decision 0105); 'false': off. A flag, not a label. */
  enableOtpOnRegister: 'true',
  /**
   * The customer's running-order page shows a 4-digit code the delivery partner types to mark the
   * order delivered (decision 0242); 'false': no code. A flag, not a label.
   */
  enableDeliveryCode: 'true',
  /**
   * A customer cancelling an order paid online may take the refund to the wallet at once instead
   * of back the way they paid (decision 0255); 'false':
   * always back the way they paid. A flag, not a label.
   */
  allowRefundToWallet: 'true',
  /**
   * Minutes a customer has to answer the substitute offered for a short line (decision 0285);
   * after them the line's preference applies. Not a label.
   */
  substitutionAnswerMinutes: '5',
};

export function settingsRows(): { key: string; value: string }[] {
  const values = new Map<string, string>();
  for (const [key, value] of Object.entries(defaultSettings)) values.set(key, String(value));
  for (const [key, value] of [...Object.entries(EXTRA_TEXTS), ...Object.entries(EXTRA_VALUES)]) {
    if (values.has(key)) throw new Error(`Setting ${key} is defined twice`);
    values.set(key, value);
  }
  return [...values].map(([key, value]) => ({ key, value }));
}
