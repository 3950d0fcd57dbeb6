// The server's words to the staff console about content, the home and pictures
// (src/server/said/staff-content.ts) in Marathi. {placeholders} stay.
import type { STAFF_CONTENT_WORDS } from '../../../said/staff-content.ts';

export const STAFF_CONTENT_WORDS_MR: Record<keyof typeof STAFF_CONTENT_WORDS, string> = {
  saidHomeChangedMeanwhile:
    'तुम्ही होम पान उघडल्यापासून दुसऱ्या कोणीतरी ते जतन किंवा प्रकाशित केले. त्यांचे बदल पाहण्यासाठी ते पुन्हा लोड करा.',
  saidFieldHomeChanged: 'तुम्ही लोड केल्यापासून होम पान बदलले',
  saidDraftDoesNotFit: 'हा मसुदा होम पानाशी जुळत नाही: {reason}. तो पुन्हा लोड करा.',
  saidNoDraft: 'प्रकाशित करण्यासाठी मसुदा नाही: आधी तुमचे बदल जतन करा.',
  saidFieldNoDraft: 'मसुदा नाही',
  saidDraftNoLongerFits: 'हा मसुदा आता होम पानाशी जुळत नाही: {reason}. तो रद्द करून पुन्हा सुरुवात करा.',
  saidShapeRows: 'होमच्या ओळी प्रकाशित ओळी नाहीत',
  saidShapeSections: 'हे विभाग होमचे नाहीत',
  saidShapeSliders: 'हे स्लायडर होमचे नाहीत',
  saidShapeSlide: 'एक स्लाइड {slider} ची नाही',
  saidShapeSectionKind: '{section} वेगळ्या प्रकारचा विभाग आहे',
  saidOneFieldBeforePublishing: 'प्रकाशित करण्यापूर्वी एका जागेत बदल हवा.',
  saidFieldsBeforePublishing: 'प्रकाशित करण्यापूर्वी {n} जागांमध्ये बदल हवा.',
  saidNoSuchContent: 'हा मजकूर सापडला नाही.',
  saidFieldNoSuchEntry: 'ही नोंद सापडली नाही',
  saidFarmVisitSlug: 'फार्म भेटीचा मजकूर नेहमी “{slug}” येथेच असतो.',
  saidFieldMustBe: '{value} असावे',
  saidEntryAddressTaken: 'दुसऱ्या नोंदीचा हाच पत्ता आहे.',
  saidFieldKindAddressTaken: 'दुसऱ्या {kind} चा हाच पत्ता आहे',
  saidEntrySavedMeanwhile: 'तुम्ही ही नोंद उघडल्यापासून दुसऱ्या कोणीतरी ती जतन केली. त्यांचे बदल पाहण्यासाठी ती पुन्हा लोड करा.',
  saidFieldEntryVersion: 'नोंद आवृत्ती {n} वर आहे',
  saidOneThingBeforePublishing: 'प्रकाशित करण्यापूर्वी एका गोष्टीत बदल हवा.',
  saidThingsBeforePublishing: 'प्रकाशित करण्यापूर्वी {n} गोष्टींमध्ये बदल हवा.',
  saidTakeDownAfterPublish: 'काढून टाकण्याची वेळ प्रकाशनाच्या वेळेनंतरची असावी.',
  saidFieldAfterPublish: 'प्रकाशनाच्या वेळेनंतरची असावी',
  saidNoSuchRevision: 'ही आवृत्ती सापडली नाही.',
  saidFieldNoSuchRevision: 'या नोंदीची ही आवृत्ती सापडली नाही',
  saidNoSuchPicture: 'हे चित्र सापडले नाही.',
  saidFieldNoSuchPicture: 'हे चित्र सापडले नाही',
};
