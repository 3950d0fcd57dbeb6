// The server's words to the staff console (decision 0183: its screens are English, so the API says
// these in English, with their codes) about signing in, the staff's accounts, the shop's words,
// settings and versions, broadcasts, calls for a customer and reports. One table of
// src/server/said.ts SAID; Marathi in seed/essentials/labels-said/staff.ts.
export const STAFF_WORDS = {
  /**
   * A line of the console's own rules (domain/staff, domain/catalogue, domain/home, domain/content
   * and the like), which its forms check in the browser too, in English (decision 0183): said as
   * the rule words it, in every language, until the console is translated (decision 0308).
   */
  saidConsoleRule: '{line}',
  saidReportFromDay: 'The report’s days are not right: the from day {reason}.',
  saidReportToDay: 'The report’s days are not right: the to day {reason}.',
  saidReportsBusy: 'Other reports are being read just now. Try again in a moment.',
  saidReportTooLong: 'This report took too long. Choose fewer days or fewer stores and try again.',
  saidImportsBusy: 'Other catalogue files are being checked just now. Try again in a few seconds.',
  saidAdminsOnlyVersions: "Only an admin can change the shop's versions.",
  // The staff's accounts (services/staff/staff.ts)
  saidStaffSignInWrong: 'The e-mail or password is not right.',
  saidGiveEmail: 'Give an e-mail address.',
  saidGiveName: 'Give a name.',
  saidFieldTheirName: 'type their name',
  saidStoresNeeded: 'A manager or counter member needs at least one store.',
  saidNoStoresNamed: 'No store {stores}.',
  saidFieldNoStoresNamed: 'no store {stores}',
  saidStaffEmailTaken: '{email} has a staff account already.',
  saidFieldStaffEmailTaken: 'has a staff account already',
  saidNoStaffAccount: 'No staff account {email}.',
  saidCannotDisable: '{email} cannot be disabled: {reason}.',
  saidStaffNeedsStore: '{email} needs at least one store.',
  saidStaysAdmin: '{email} stays an admin: {reason}.',
  saidGiveStoreFirst: 'Give {email} a store first.',
  // A customer's account held for a call (decision 0276)
  saidNoCustomerWithNumber: 'No customer has this number.',
  saidFieldNoCustomerWithNumber: 'no customer has this number',
  saidConsentNeeded: 'The caller’s account opens only with their consent.',
  saidFieldNotTheCodeSent: 'not the code sent, or it has expired',
  saidNoSuchCustomer: 'No such customer.',
  saidFieldNoSuchCustomer: 'no such customer',
  saidFieldSuspended: 'suspended',
  saidCallerHasAccount: 'This phone number has an account already: find the customer instead.',
  saidPhoneHasAccount: 'This phone number has an account already.',
  saidNotAHeldSession: 'This is not a session held by staff.',
  // An admin signed in as a customer (impersonation links)
  saidAdminsOnlySignInAs: 'Only an admin can sign in as a customer.',
  saidFieldAdminsOnly: 'admins only',
  saidLinkRefused: 'This sign-in link has expired, was used already, or is not valid. Make a new one.',
  saidFieldMalformed: 'malformed',
  saidFieldBadSignature: 'bad signature',
  saidFieldExpired: 'expired',
  saidFieldNotTheAdmin: 'not the admin who made it',
  saidFieldUsedAlready: 'used already',
  // A message to every customer (decision 0295)
  saidAdminsOnlyBroadcast: 'Only an admin can send a message to every customer.',
  saidLanguageNotOffered: 'The shop does not offer this language.',
  saidFieldNotALanguage: 'not a language of the shop',
  saidGiveTitleToo: 'Give the title in this language too, or leave both blank.',
  saidFieldTitleToo: 'type the title in this language too',
  saidGiveMessageToo: 'Give the message in this language too, or leave both blank.',
  saidFieldMessageToo: 'type the message in this language too',
  saidBroadcastWait:
    'You sent a message to every customer less than a minute ago. You can send another in {n} seconds.',
  saidCustomerInPersonOnly:
    'Only the customer can change how they sign in or delete their account, not staff in their account.',
  saidHeldOtherStore:
    'In a customer’s account, staff order only from the stores they work at: this store is not one of yours.',
  saidFieldNotYourStore: 'not one of your stores',
  saidHeldNameAStore: 'In a customer’s account, name the store to order from: you work at more than one.',
  saidFieldNameAStore: 'name one of your stores',
  saidRoleLacksPermission: 'A {role} cannot do this: it needs the {permission} permission.',
  // A picture uploaded to the media library (pages/media-upload.ts)
  saidUploadWithPost: 'Send the picture with POST.',
  saidUploadElsewhere: 'This upload did not come from the shop’s own pages.',
  saidStaffSignInFirst: 'Sign in to the staff console first.',
  saidRoleNoMedia: 'Your role cannot change the media library.',
  saidPicturesBusy: 'Many pictures are being uploaded just now. Try again in a few seconds.',
  saidFieldsNeedChange: '{n} fields need a change: each says why.',
  saidNoSuchStaffAccount: 'No such staff account.',
  saidFieldNoSuchStaffAccount: 'no such staff account',
  saidSomeFieldsNeedChange: 'Some fields need a change: each says why.',
  // The shop's words and settings (decision 0284)
  saidFieldChangedTwice: 'is changed twice in one save',
  saidFieldNoLanguageNamed: 'the shop has no language {language}',
  saidFieldNoSuchLabel: 'the shop has no such label',
  saidSomeLabelsNeedChange: 'Some labels need a change: each says why.',
  saidFieldNoSuchSetting: 'the shop has no such setting here (a text is edited in Words)',
  saidSomeSettingsNeedChange: 'Some settings need a change: each says why.',
  saidRuleTaxRate: 'Give a rate from 0 to 100 %, such as 5 or 0.25.',
  saidRuleTaxDay: 'Give a day.',
  saidRuleTaxDayOrder: 'The last day cannot come before the first.',
  saidRuleTaxRateOverlap: 'This rate is in force already on some of these days: end the other first.',
  saidNoSuchTaxRate: 'No such rate.',
  // The outbox screen (services/notifications/outbox-console.ts, decision 0341)
  saidNoSuchMessage: 'No such message: it may have been cleared after a week.',
  saidFieldNoSuchMessage: 'no such message',
  saidOnlyFailedResent: 'Only a failed message is sent again; this one is {status}.',
  saidFieldNotFailed: 'not failed',
  saidNoMessageProvider: 'No provider is set up for {channel}: see the deploy guide, Messages.',
  saidFieldNoProvider: 'no provider',
  saidTypeYourMobile: 'Type your mobile number to send the test to.',
  saidFieldTypeYourMobile: 'type your mobile number',
} as const;
