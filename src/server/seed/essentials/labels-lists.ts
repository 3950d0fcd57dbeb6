// Texts of the lists that come a page at a time (decision 0181): the
// "Show more" link and what the status says when a page arrived, in English (spread into
// settings.ts EXTRA_TEXTS) and Marathi (spread into labels-mr.ts). {n} stays as it is.

export const LIST_TEXTS = {
  showMoreText: 'Show more',
  moreItemsLoadedText: '{n} more items loaded',
  // The home's rows after its first screen (/home-rows/{from}): the link to them, and their page's title.
  moreForYouText: 'More for you',
  // The item page's pictures when it has several (decision 0326): the gallery's name, each
  // picture's place, and the links to the one before and after.
  itemPicturesText: 'Pictures of {name}',
  pictureOfText: 'Picture {n} of {total}',
  previousPictureText: 'Previous picture',
  nextPictureText: 'Next picture',
  // The home's row of what a signed-in customer bought lately (/buy-again; decision 0329).
  buyAgainTitle: 'Buy again',
  buyAgainEmptyText: 'What you order will be here, to buy again in one tap.',
} as const;

export const LIST_TEXTS_MR: Readonly<Record<keyof typeof LIST_TEXTS, string>> = {
  showMoreText: 'आणखी दाखवा',
  moreItemsLoadedText: 'आणखी {n} पदार्थ दाखवले',
  moreForYouText: 'तुमच्यासाठी आणखी',
  itemPicturesText: '{name} ची चित्रे',
  pictureOfText: '{total} पैकी चित्र {n}',
  previousPictureText: 'मागील चित्र',
  nextPictureText: 'पुढील चित्र',
  buyAgainTitle: 'पुन्हा खरेदी करा',
  buyAgainEmptyText: 'तुम्ही मागवलेले पदार्थ इथे दिसतील, एका टॅपमध्ये पुन्हा घेण्यासाठी.',
};
