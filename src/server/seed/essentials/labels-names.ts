// Accessible names and small texts of the shop's own components, said in the page's language like
// every label (landmark and button names, the carousel's role words, the
// cart quantities' names, the first-run picture's alt text; decision 0200). English is spread into settings.ts
// EXTRA_TEXTS, Marathi into labels-mr.ts. {placeholders} stay.

export const NAME_TEXTS = {
  navMainText: 'Main',
  inCartText: '{name} in cart',
  inMembersCartText: '{name} in members cart',
  cartBadgeText: '{n} in cart',
  carouselText: 'carousel',
  slideText: 'slide',
  firstRunPictureAlt: 'Groceries from the shop to your home in 30 minutes',
  pagesText: 'Pages',
  deviceOnText: '{browser} on {system}',
  appOrScriptText: 'App or script',
  // §2 The fallback screen (HTTP 404).
  notFoundTitle: "We couldn't find that page",
  notFoundSubtitle: 'The link may be old or mistyped. Fresh fruit and vegetables are still waiting on the home page.',
  goHomeText: 'Go to home',
  // /my-account: the shop's info pages.
  helpAndPoliciesText: 'About, help and policies',
} as const;

export const NAME_TEXTS_MR: Readonly<Record<keyof typeof NAME_TEXTS, string>> = {
  navMainText: 'मुख्य मेनू',
  inCartText: '{name} कार्टमध्ये',
  inMembersCartText: '{name} सदस्य कार्टमध्ये',
  cartBadgeText: 'कार्टमध्ये {n}',
  carouselText: 'बॅनर स्लाइडर',
  slideText: 'बॅनर',
  firstRunPictureAlt: 'दुकानातून तुमच्या घरी 30 मिनिटांत किराणा',
  pagesText: 'पाने',
  deviceOnText: '{system} वरील {browser}',
  appOrScriptText: 'ॲप किंवा स्क्रिप्ट',
  notFoundTitle: 'हे पान सापडले नाही',
  notFoundSubtitle: 'दुवा जुना असेल किंवा चुकीचा लिहिला गेला असेल. ताजी फळे आणि भाज्या मुख्य पानावर तुमची वाट पाहत आहेत.',
  goHomeText: 'मुख्य पानावर जा',
  helpAndPoliciesText: 'माहिती, मदत आणि धोरणे',
};
