// Texts of substitutions (decision 0285): the wish on each cart line, the prompt on the order page
// when a line is short, and what changed. English is spread into settings.ts EXTRA_TEXTS, Marathi
// into labels-mr.ts. {placeholders} stay.

export const SUBSTITUTION_TEXTS = {
  substitutionTitle: 'If an item is out of stock',
  substitutionLabel: 'If {name} is out of stock',
  substitutionSimilarText: 'Replace with a similar item',
  substitutionChooseText: 'Replace with …',
  substitutionRefundText: 'Don’t replace, refund me',
  substitutionCallText: 'Call me',
  substitutionAskTitle: '{item} is short',
  substitutionAskText: 'The store offers {substitute} × {n} ({price}) instead of {short} of it.',
  substitutionDearerText: 'It costs {amount} more.',
  substitutionDueText: 'Answer by {time}; after that your choice applies: {preference}.',
  substitutionCallingText: 'The store will call you to ask.',
  substitutionApproveText: 'Yes, replace it',
  substitutionDeclineText: 'No, refund me',
  substitutionChangesTitle: 'Changes to your order',
  substitutionReplacedText: '{item}: {short} short, replaced by {substitute} × {n}',
  substitutionRefundedText: '{item}: {short} short, refunded',
  substitutionWalletText: '{amount} back to your wallet',
  substitutionOnlineText: '{amount} back to how you paid',
  substitutionNewTotalText: 'New total: {amount}',
  substitutionCollectText: '{amount} more to pay on delivery for the item you approved',
} as const;

export const SUBSTITUTION_TEXTS_MR: Readonly<Record<keyof typeof SUBSTITUTION_TEXTS, string>> = {
  substitutionTitle: 'एखादी वस्तू संपली असल्यास',
  substitutionLabel: '{name} संपले असल्यास',
  substitutionSimilarText: 'तशीच दुसरी वस्तू द्या',
  substitutionChooseText: 'याऐवजी … द्या',
  substitutionRefundText: 'बदलू नका, पैसे परत करा',
  substitutionCallText: 'मला फोन करा',
  substitutionAskTitle: '{item} कमी आहे',
  substitutionAskText: 'त्यातील {short} ऐवजी दुकान {substitute} × {n} ({price}) देत आहे.',
  substitutionDearerText: 'याची किंमत {amount} जास्त आहे.',
  substitutionDueText: '{time} पर्यंत उत्तर द्या; त्यानंतर तुमची निवड लागू होईल: {preference}.',
  substitutionCallingText: 'विचारण्यासाठी दुकान तुम्हाला फोन करेल.',
  substitutionApproveText: 'हो, बदला',
  substitutionDeclineText: 'नको, पैसे परत करा',
  substitutionChangesTitle: 'तुमच्या ऑर्डरमधील बदल',
  substitutionReplacedText: '{item}: {short} कमी, त्याऐवजी {substitute} × {n}',
  substitutionRefundedText: '{item}: {short} कमी, पैसे परत',
  substitutionWalletText: '{amount} तुमच्या वॉलेटमध्ये परत',
  substitutionOnlineText: '{amount} तुम्ही पैसे भरले तिथे परत',
  substitutionNewTotalText: 'नवीन एकूण: {amount}',
  substitutionCollectText: 'तुम्ही मान्य केलेल्या वस्तूसाठी डिलिव्हरीवेळी {amount} जास्त द्यायचे',
};
