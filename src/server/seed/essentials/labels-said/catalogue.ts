// The server's words about the catalogue (src/server/said/catalogue.ts) in Marathi. {placeholders} stay.
import type { CATALOGUE_WORDS } from '../../../said/catalogue.ts';

export const CATALOGUE_WORDS_MR: Record<keyof typeof CATALOGUE_WORDS, string> = {
  saidNoSuchStore: 'हे दुकान सापडले नाही.',
  saidNoSuchItem: 'हा पदार्थ सापडला नाही.',
  saidNoSuchCategory: 'ही श्रेणी सापडली नाही.',
  saidFieldUnknownStore: 'हे दुकान सापडले नाही',
  saidFieldUnknownItem: 'हा पदार्थ सापडला नाही',
  saidFieldUnknownCategory: 'ही श्रेणी सापडली नाही',
  saidNoStoreNamed: "'{store}' हे दुकान सापडले नाही.",
  saidNoSectionNamed: "'{section}' हा विभाग सापडला नाही.",
  saidFieldUnknownSection: "'{section}' हा विभाग सापडला नाही",
  saidStoreNotHere: '{store} या ठिकाणी डिलिव्हरी करत नाही.',
  saidFieldOutsideDeliveryArea: 'दुकानाच्या डिलिव्हरी क्षेत्राबाहेर',
  saidNoAreaNear: 'हे ठिकाण दुकान सेवा देते त्या कोणत्याही भागाजवळ नाही.',
  saidFieldNoAreaNear: 'दुकानाच्या कोणत्याही भागाजवळ नाही',
  saidNoSuchArea: 'हा भाग सापडला नाही: पान पुन्हा लोड करा.',
  saidFieldNoSuchArea: 'हा भाग सापडला नाही',
  saidFieldNoSuchStore: 'हे दुकान सापडले नाही',
};
