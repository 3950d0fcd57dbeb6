// The server's words to the staff console (English: decision 0183) about the shop's content: its
// pages and articles, the home's composition and the media library. One table of
// src/server/said.ts SAID; Marathi in seed/essentials/labels-said/staff-content.ts.
export const STAFF_CONTENT_WORDS = {
  saidHomeChangedMeanwhile:
    'Someone else saved or published the home since you opened it. Load it again to see their changes.',
  saidFieldHomeChanged: 'the home changed since you loaded it',
  saidDraftDoesNotFit: 'This draft does not fit the home: {reason}. Load it again.',
  saidNoDraft: 'There is no draft to publish: save your changes first.',
  saidFieldNoDraft: 'no draft',
  saidDraftNoLongerFits: 'The draft no longer fits the home: {reason}. Drop it and start again.',
  saidOneFieldBeforePublishing: 'One field needs a change before publishing.',
  saidFieldsBeforePublishing: '{n} fields need a change before publishing.',
  saidNoSuchContent: 'No such content.',
  saidFieldNoSuchEntry: 'no such entry',
  saidFarmVisitSlug: 'The farm-visit text is always at “{slug}”.',
  saidFieldMustBe: 'must be {value}',
  saidEntryAddressTaken: 'Another entry has this address.',
  saidFieldKindAddressTaken: 'another {kind} has this address',
  saidEntrySavedMeanwhile: 'Someone saved this entry since you opened it. Reload it to see their changes.',
  saidFieldEntryVersion: 'the entry is at version {n}',
  saidOneThingBeforePublishing: 'One thing needs a change before publishing.',
  saidThingsBeforePublishing: '{n} things need a change before publishing.',
  saidTakeDownAfterPublish: 'The take-down time must come after the publish time.',
  saidFieldAfterPublish: 'must be after the publish time',
  saidNoSuchRevision: 'No such revision.',
  saidFieldNoSuchRevision: 'no such revision of this entry',
  saidNoSuchPicture: 'No such picture.',
  saidFieldNoSuchPicture: 'no such picture',
} as const;
