// The console's words for the form layer's shared fields (pictures and their alt texts), sent with every screen's words, in English (decision 0345); their Marathi is in
// server/seed/essentials/console-mr/form.ts. The media library's picker is a field of any form
// that takes a picture (a store's, a category's, an item's, a slide's), so its words are here too.

export const FORM_WORDS = {
  consoleFormPicture: 'Picture',
  consoleFormPictureHint: 'Choose it from the library, or type its path or https:// address.',
  consoleFormChangePicture: 'Change picture',
  consoleFormChooseFromLibrary: 'Choose from the library',
  consoleFormCloseLibrary: 'Close the library',
  consoleFormPictureFromLibrary: 'A picture of {of} from the library',
  consoleFormNoPicture: 'No picture',
  consoleFormPictureChosenFor: 'Now chosen for {of}',
  consoleFormNoPictureFor: 'No picture shown for {of}',
  consoleFormLibraryHeading: 'Choose a picture',
  consoleFormLibrarySearch: 'Search by alt text',
  consoleFormLibrarySearchButton: 'Search',
  consoleFormLibraryNoMatch: 'No picture matches.',
  consoleFormLibraryEmpty: 'The library has no pictures yet.',
  consoleFormLibraryMore: 'More pictures',
  consoleFormLoading: 'Loading…',
  consoleFormAltEnMissing: 'describe the picture in English',
  consoleFormAltMrMissing: 'describe the picture in Marathi',
  consoleFormFileMissing: 'Choose a picture.',
  consoleFormFileTooLarge: 'The picture is larger than 10 MB. Choose a smaller file.',
} as const;
