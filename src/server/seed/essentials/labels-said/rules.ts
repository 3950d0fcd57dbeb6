// The reasons the domain's rules give (spread into src/server/said.ts SAID: a slot, a top-up, a farm
// visit's answers, a push token, a report's days, a caller's consent, a picture, a wrong code) in
// Marathi. {placeholders} stay.
import type { TOPUP_WORDS } from '../../../../domain/orders/payments.ts';
import type { SLOT_WORDS } from '../../../../domain/slots/slots.ts';
import type { FARM_FORM_WORDS } from '../../../../domain/staff/farm-visit.ts';
import type { PUSH_WORDS } from '../../../../domain/notifications/push.ts';
import type { RANGE_WORDS } from '../../../../domain/reports/ranges.ts';
import type { CONSENT_WORDS } from '../../../../domain/staff/call-consent.ts';
import type { MEDIA_WORDS } from '../../../../domain/media/media.ts';
import type { CODE_WORDS } from '../../../../domain/staff/delivery-partners.ts';

type Rules = typeof SLOT_WORDS &
  typeof TOPUP_WORDS &
  typeof FARM_FORM_WORDS &
  typeof PUSH_WORDS &
  typeof RANGE_WORDS &
  typeof CONSENT_WORDS &
  typeof MEDIA_WORDS &
  typeof CODE_WORDS;

export const RULE_WORDS_MR: Record<keyof Rules, string> = {
  saidSlotNotThatDay: 'त्या दिवशी दुकानाची अशी वेळ नाही.',
  saidSlotStorePaused: 'दुकान सध्या ऑर्डर घेत नाही.',
  saidSlotStoreClosedDay: 'त्या दिवशी दुकान बंद आहे.',
  saidSlotPreOrderFrom: 'तुमच्या कार्टमधील आगाऊ नोंदणीचे पदार्थ {day} पासून उपलब्ध आहेत. त्या दिवसापासूनची वेळ निवडा.',
  saidSlotDaysOffered: 'दिलेल्या दिवसांपैकी एका दिवसाची वेळ निवडा.',
  saidSlotStopped: 'त्या वेळेसाठी ऑर्डर घेणे बंद झाले आहे.',
  saidSlotForLaterDay: 'नंतरच्या दिवसाची ऑर्डर त्या दिवसाच्या एखाद्या वेळेत येते. वेळ निवडा, किंवा लवकरात लवकर.',
  saidFieldChooseSlot: '{day} ची वेळ निवडा, किंवा लवकरात लवकर',
  saidFieldWholeRupees: 'पूर्ण रुपयांत असावी',
  saidFieldAtLeastAmount: 'किमान {amount} असावी',
  saidFieldAtMostAmount: 'जास्तीत जास्त {amount} असावी',
  saidVisitFillAll: 'कृपया सर्व माहिती भरा',
  saidVisitBadDate: 'कृपया अजून जागा असलेला शनिवार किंवा रविवार निवडा',
  saidVisitBadMobile: 'कृपया वैध 10 अंकी मोबाइल नंबर लिहा',
  saidVisitNoVisitors: 'कृपया भेटीसाठी किमान एक मोठी व्यक्ती किंवा मूल जोडा',
  saidPushNotASubscription: 'वेब पुश सबस्क्रिप्शन असावे (endpoint आणि keys)',
  saidPushEndpoint: 'त्याचा endpoint: {reason}',
  saidPushNotAUrl: 'URL असावा',
  saidPushNotHttps: 'https पत्ता असावा',
  saidPushUserName: 'त्यात वापरकर्ता नाव किंवा पासवर्ड नसावा',
  saidPushIpAddress: 'IP पत्ता नव्हे, पुश सेवेचे नाव असावे',
  saidPushNotPublic: 'इंटरनेटवरील पुश सेवा असावी',
  saidPushNotABrowsers: 'ब्राउझरची पुश सेवा असावी',
  saidRangeFirstDay: 'पहिला दिवस निवडा',
  saidRangeLastDay: 'शेवटचा दिवस निवडा',
  saidRangeOnOrAfter: 'पहिल्या दिवशी किंवा त्यानंतरचा असावा',
  saidRangeAtMost: 'पहिल्या दिवसानंतर जास्तीत जास्त {n} दिवस',
  saidFieldAskForCode: 'फोन करणाऱ्याला त्यांच्या फोनवर आत्ताच पाठवलेला कोड विचारा, किंवा ते तो का देऊ शकत नाहीत ते लिहा',
  saidFieldUsesPassword: 'हा ग्राहक पासवर्डने ॲप वापरतो: त्यांच्या फोनवर पाठवलेला कोड त्यांना विचारा',
  saidPictureEmpty: 'चित्र निवडा: फाइल रिकामी आहे.',
  saidPictureTooLarge: 'चित्र 10 MB पेक्षा मोठे आहे. लहान फाइल निवडा.',
  saidPictureSvg: 'SVG चित्रे घेतली जात नाहीत: JPEG, PNG किंवा WebP चित्र अपलोड करा.',
  saidPictureGif: 'GIF फाइल घेतल्या जात नाहीत: JPEG, PNG किंवा WebP चित्र अपलोड करा.',
  saidPictureNotOne: 'ही फाइल चित्र नाही: JPEG, PNG किंवा WebP चित्र अपलोड करा.',
  saidPictureUnreadable: 'हे चित्र वाचता आले नाही: ते खराब झालेले असू शकते.',
  saidPictureTooManyPixels: 'चित्र {width} × {height} पिक्सेलचे आहे: जास्तीत जास्त 40 मेगापिक्सेल घेतले जातात. ते लहान करा.',
  saidPictureAnimated: 'हलती चित्रे घेतली जात नाहीत: स्थिर चित्र अपलोड करा.',
  saidCodeTriesLeft: 'तो कोड बरोबर नाही. {n} प्रयत्न शिल्लक.',
  saidCodeOneTryLeft: 'तो कोड बरोबर नाही. 1 प्रयत्न शिल्लक.',
  saidCodeLastTry: 'तो कोड बरोबर नाही, आणि तो शेवटचा प्रयत्न होता. {next}',
};
