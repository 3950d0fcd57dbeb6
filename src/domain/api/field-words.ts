/**
 * The lines a customer reads under a form's field when a request schema refuses it (register,
 * sign-in, passwords, the coupon box, addresses, search). They are among the server's words
 * (src/server/said.ts spreads them into SAID), so the API answers them in the request's language:
 * a Marathi register form said "Type your name" and "Must be a mobile number" in English
 * (decision 0219).
 * Lines only staff or partners read stay in their schemas, in English.
 */
export const FIELD_WORDS = {
  saidFieldName: 'type your name',
  saidFieldMobile: 'must be a mobile number',
  saidFieldEmail: 'must be an e-mail address',
  saidFieldPasswordLength: 'at least {n} characters',
  saidFieldCode: 'must be the {n}-digit code',
  saidFieldPassword: 'type your password',
  saidFieldCurrentPassword: 'type your current password',
  saidFieldPhoneOrEmail: 'type your phone number or e-mail',
  saidFieldSearch: 'type what you are looking for',
  saidFieldPlace: 'type at least 2 letters',
  saidFieldAddress: 'type the address',
  saidFieldTaxNumber: 'must be a 15-character GSTIN, like 27AAPFU0939F1ZV',
  saidFieldHouse: 'Enter the house or flat, so that the rider finds you.',
  // §8 coupon_error: a code with a character no code has is answered as an unknown code.
  saidCouponUnknown: 'This coupon code is not valid.',
} as const;
