// The server's words to delivery partners (the partner app, English like the staff console: decision
// 0183; the API says them in English, with their codes) and to the console about them. One table of
// src/server/said.ts SAID; Marathi in seed/essentials/labels-said/partners.ts.
export const PARTNER_WORDS = {
  saidPartnerSignInWrong: 'The phone number or password is not right.',
  saidPartnerAwaitingApproval:
    'Thanks for signing up. Your account is waiting for approval; we will message you when you can start delivering.',
  saidPartnerSuspended: 'This account is suspended. Call the shop to know more.',
  saidPartnerPhoneTaken: 'This phone number already has a partner account. Sign in instead.',
  saidPartnerAllowLocation: 'Allow location to go online: orders are offered near where you are.',
  saidFieldNeededOnline: 'needed to go online',
  saidPartnerBadPosition: 'This position cannot be right. Wait for your phone to find where you are.',
  saidFieldTooFarTooSoon: 'too far from your last position for the time between them',
  saidFieldNotAPosition: 'not a position',
  saidPartnerStoreKmAway:
    "You are {km} km from the nearest store. Go online within {radius} km of one of the shop's stores.",
  saidPartnerGoOnlineNear: "Go online within {radius} km of one of the shop's stores.",
  saidFieldNoStoreWithin: 'no store within {radius} km',
  saidNoPartnerWithPhone: 'No delivery partner has the phone {phone}.',
  saidNoSuchPartner: 'No such delivery partner.',
  saidFieldNoSuchPartner: 'no such partner',
  saidJobTaken: 'This order was taken by another partner.',
  saidFieldTaken: 'taken',
  saidCallShopToFinish: 'Call the shop to finish this delivery.',
  saidGoOnlineFirst: 'Go online to take orders.',
  saidFieldGoOnlineFirst: 'go online first',
  saidAskDeliveryCode: 'Ask the customer for their 4-digit delivery code.',
  saidTooManyCodes: 'Too many wrong codes. {next}',
  saidFieldNoTriesLeft: 'no tries left',
  saidAdminsOnlyPartners: 'Only an admin can look after delivery partners.',
} as const;
