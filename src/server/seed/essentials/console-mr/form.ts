// The console's words for the form layer's shared fields (pictures and their alt texts), sent with every screen's words, in Marathi (decision 0345): every key of the English group has its
// word here (the type says so).
import type { FORM_WORDS } from '../../../../domain/staff/console-words/form.ts';
import type { WordsOf } from '../../../../domain/staff/console-words/words-of.ts';

export const FORM_WORDS_MR: WordsOf<typeof FORM_WORDS> = {
  consoleFormPicture: 'चित्र',
  consoleFormPictureHint: 'चित्रसंग्रहातून निवडा, किंवा त्याचा पाथ वा https:// पत्ता लिहा.',
  consoleFormChangePicture: 'चित्र बदला',
  consoleFormChooseFromLibrary: 'चित्रसंग्रहातून निवडा',
  consoleFormCloseLibrary: 'चित्रसंग्रह बंद करा',
  consoleFormPictureFromLibrary: 'चित्रसंग्रहातून {of} साठी चित्र',
  consoleFormNoPicture: 'चित्र नाही',
  consoleFormPictureChosenFor: '{of} साठी आत्ता निवडलेले',
  consoleFormNoPictureFor: '{of} साठी चित्र दिसत नाही',
  consoleFormLibraryHeading: 'चित्र निवडा',
  consoleFormLibrarySearch: 'पर्यायी मजकुराने शोधा',
  consoleFormLibrarySearchButton: 'शोधा',
  consoleFormLibraryNoMatch: 'जुळणारे चित्र नाही.',
  consoleFormLibraryEmpty: 'चित्रसंग्रहात अजून एकही चित्र नाही.',
  consoleFormLibraryMore: 'आणखी चित्रे',
  consoleFormLoading: 'लोड होत आहे…',
  consoleFormAltEnMissing: 'चित्राचे वर्णन इंग्रजीत लिहा',
  consoleFormAltMrMissing: 'चित्राचे वर्णन मराठीत लिहा',
  consoleFormFileMissing: 'चित्र निवडा.',
  consoleFormFileTooLarge: 'चित्र 10 MB पेक्षा मोठे आहे. लहान फाइल निवडा.',
};
