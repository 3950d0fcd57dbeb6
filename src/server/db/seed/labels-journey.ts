// Texts of the shopper's journey without dead ends (issue 15; docs/decisions.md, "The shopper's
// journey"): the store named on cards and in the replace question, the device's location saved as
// a delivery address from the cart and checkout, why Place order cannot be pressed, pickup and
// pre-order wording, and the singular forms chosen by Intl.PluralRules (a key's `_one` form, src/domain/plural.ts).
// English is spread into settings.ts EXTRA_TEXTS, Marathi into labels-mr.ts. {placeholders} stay.

export const JOURNEY_TEXTS = {
  replaceCartStoresText: 'Your cart has items from {current}. Replace them with {item} from {next}?',
  notDeliveredHereText: 'Not delivered to your location',
  useDeviceAddressTitle: 'Deliver to your current location',
  landmarkLabel: 'Landmark (optional)',
  nearLandmarkText: 'near {landmark}',
  saveAsLabel: 'Save as',
  saveDeliverHereText: 'Save and deliver here',
  searchAnotherAddressText: 'Search another address',
  noServedAddressText: '{store} does not deliver to your saved addresses.',
  blockNoAddressText: 'Add a delivery address to place your order.',
  blockNotDeliveredText:
    '{store} does not deliver to your saved addresses. Deliver to your current location or search another address.',
  blockUnavailableText: 'Remove the items that are not available to place your order.',
  blockUpdatingText: 'Working out your bill…',
  blockClosedText: '{store} is closed right now.',
  pickupDateText: 'Pickup date',
  pickupOnText: 'Ready for pickup on {date}',
  cashAtPickupText: 'Pay at pickup',
  cashAtPickupNoteText: 'Pay by cash or UPI when you collect the order at the store.',
  preOrderPickupFromText: 'Your cart has pre-order items: pickup from {date}.',
  storesPickupCountText: '{n} stores for pickup near you',
  storesPickupCountText_one: '{n} store for pickup near you',
  itemsCountText_one: '{n} item',
  itemCountText_one: '{n} item',
  starsText_one: '{n} star',
  storesCountText_one: '{n} store delivers to you',
  reviewsCountText_one: '{n} review',
  moreItemsLoadedText_one: '{n} more item loaded',
  tooManyTriesText_one: 'Too many tries, wait {n} second',
} as const;

export const JOURNEY_TEXTS_MR: Readonly<Record<keyof typeof JOURNEY_TEXTS, string>> = {
  replaceCartStoresText: 'तुमच्या कार्टमध्ये {current} मधील पदार्थ आहेत. ते काढून {next} मधील {item} जोडायचा?',
  notDeliveredHereText: 'तुमच्या ठिकाणी डिलिव्हरी नाही',
  useDeviceAddressTitle: 'तुमच्या सध्याच्या ठिकाणी डिलिव्हरी',
  landmarkLabel: 'खूण (ऐच्छिक)',
  nearLandmarkText: '{landmark} जवळ',
  saveAsLabel: 'असे जतन करा',
  saveDeliverHereText: 'जतन करा आणि येथे डिलिव्हरी करा',
  searchAnotherAddressText: 'दुसरा पत्ता शोधा',
  noServedAddressText: '{store} तुमच्या जतन केलेल्या पत्त्यांवर डिलिव्हरी करत नाही.',
  blockNoAddressText: 'ऑर्डर करण्यासाठी डिलिव्हरीचा पत्ता जोडा.',
  blockNotDeliveredText:
    '{store} तुमच्या जतन केलेल्या पत्त्यांवर डिलिव्हरी करत नाही. सध्याच्या ठिकाणी डिलिव्हरी घ्या किंवा दुसरा पत्ता शोधा.',
  blockUnavailableText: 'ऑर्डर करण्यासाठी उपलब्ध नसलेले पदार्थ काढा.',
  blockUpdatingText: 'तुमचे बिल तयार होत आहे…',
  blockClosedText: '{store} सध्या बंद आहे.',
  pickupDateText: 'पिकअपची तारीख',
  pickupOnText: '{date} रोजी पिकअपसाठी तयार',
  cashAtPickupText: 'पिकअपवेळी पैसे',
  cashAtPickupNoteText: 'दुकानातून ऑर्डर घेताना रोख किंवा UPI ने पैसे द्या.',
  preOrderPickupFromText: 'तुमच्या कार्टमध्ये प्री-ऑर्डर पदार्थ आहेत: पिकअप {date} पासून.',
  storesPickupCountText: 'पिकअपसाठी जवळची {n} दुकाने',
  storesPickupCountText_one: 'पिकअपसाठी जवळचे {n} दुकान',
  itemsCountText_one: '{n} पदार्थ',
  itemCountText_one: '{n} पदार्थ',
  starsText_one: '{n} तारा',
  storesCountText_one: '{n} दुकान तुम्हाला डिलिव्हरी करते',
  reviewsCountText_one: '{n} परीक्षण',
  moreItemsLoadedText_one: 'आणखी {n} पदार्थ दाखवला',
  tooManyTriesText_one: 'खूप प्रयत्न झाले, {n} सेकंद थांबा',
};
