// What messages to a person say (decision 0340): codes, reset codes, account notices and order
// updates, in English, under label keys of the words table, so a shop says them in its own words
// and in every language it offers (the console edits them like the customers' words; Marathi in
// seed/essentials/labels-messages.ts). {shop} is the shop's name setting, {code} a code, {id} an
// order number. The outbox's service falls back to these when a language lacks a key.

export const MESSAGE_WORDS = {
  messageCodeText: '{code} is your {shop} code. It expires in 10 minutes.',
  messageConsentCodeText:
    '{code} lets the staff of {shop} open your account to take your order on the phone. Give it only to the person from the shop you called. It expires in 10 minutes.',
  messageResetCodeSubject: 'Your {shop} password reset code',
  messageResetCodeText:
    'Your code is {code}. It expires in 10 minutes. If you did not ask to reset your password, ignore this e-mail.',
  messageContactCodeSubject: 'Confirm your new sign-in details',
  messageContactCodeText:
    'Your code is {code}. Type it in {shop} to use this for your account. It expires in 10 minutes. If you did not ask for this, ignore this message.',
  messageContactInUseSubject: 'This is already on an account with {shop}',
  messageContactInUseText:
    'Someone asked to use this for an account with {shop}, but it already belongs to one. If it was you, sign in with it, or reset your password. If not, ignore this message: nothing has changed.',
  messageEmailChangedSubject: 'The e-mail of your account was changed',
  messageEmailChangedText:
    'The e-mail of your account with {shop} was just changed. If you did not do this, reset your password at once and contact the shop.',
  messagePhoneChangedSubject: 'The phone number of your account was changed',
  messagePhoneChangedText:
    'The phone number of your account with {shop} was just changed. If you did not do this, reset your password at once and contact the shop.',
  messagePasswordChangedSubject: 'Your password was changed',
  messagePasswordChangedText:
    'The password of your account with {shop} was just changed, and your other devices were signed out. If you did not do this, reset your password at once and contact the shop.',
  messageOrderAccepted: '{shop}: your order {id} is accepted and is being packed.',
  messageOrderOnTheWay: '{shop}: your order {id} is on its way to you.',
  messageOrderDelivered: '{shop}: your order {id} was delivered. Thank you!',
  messageOrderCollected: '{shop}: you collected your order {id}. Thank you!',
  messageOrderCancelled: '{shop}: your order {id} was cancelled. Anything you paid comes back to you.',
  messageOrderSubstitution:
    '{shop}: an item of your order {id} is short. Open your order to say yes or no to what the store offers.',
  messageOrderRefund: '{shop}: a refund for your order {id} is on its way. Your order page shows the amount.',
} as const;

export type MessageWordKey = keyof typeof MESSAGE_WORDS;
