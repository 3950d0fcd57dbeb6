// The server's own words (src/server/said.ts SAID: refusals, a coupon's reason, the alerts) in
// Marathi, under the keys of SAID: the field lines and alerts here, each words table of
// src/server/said/ in the file of its area in ./labels-said/. English is SAID itself, spread into
// settings.ts EXTRA_TEXTS; labels.ts checks that both languages have the same keys, and a key without
// its Marathi does not compile. {placeholders} stay.
import type { FIELD_WORDS } from '../../../domain/api/field-words.ts';
import type { ALERT_TEXTS } from '../../../domain/notifications/notifications.ts';
import type { SaidKey } from '../../said.ts';
import { ACCOUNT_WORDS_MR } from './labels-said/accounts.ts';
import { CATALOGUE_WORDS_MR } from './labels-said/catalogue.ts';
import { EDGE_WORDS_MR } from './labels-said/edge.ts';
import { ORDER_WORDS_MR } from './labels-said/orders.ts';
import { PARTNER_WORDS_MR } from './labels-said/partners.ts';
import { PAYMENT_WORDS_MR } from './labels-said/payments.ts';
import { RULE_WORDS_MR } from './labels-said/rules.ts';
import { CONSOLE_RULE_WORDS_MR } from './labels-said/console-rules.ts';
import { STAFF_CATALOGUE_WORDS_MR } from './labels-said/staff-catalogue.ts';
import { STAFF_CONTENT_WORDS_MR } from './labels-said/staff-content.ts';
import { STAFF_ORDER_WORDS_MR } from './labels-said/staff-orders.ts';
import { STAFF_WORDS_MR } from './labels-said/staff.ts';
import { PRINTING_WORDS_MR } from './labels-said/printing.ts';

/** A form field's line when a request schema refuses it (domain/api/field-words.ts). */
const FIELD_WORDS_MR: Record<keyof typeof FIELD_WORDS, string> = {
  saidFieldName: 'तुमचे नाव लिहा',
  saidFieldMobile: 'वैध मोबाइल नंबर लिहा',
  saidFieldEmail: 'वैध ई-मेल पत्ता लिहा',
  saidFieldPasswordLength: 'किमान {n} अक्षरे',
  saidFieldCode: '{n} अंकी कोड लिहा',
  saidFieldPassword: 'तुमचा पासवर्ड लिहा',
  saidFieldCurrentPassword: 'तुमचा सध्याचा पासवर्ड लिहा',
  saidFieldPhoneOrEmail: 'तुमचा फोन नंबर किंवा ई-मेल लिहा',
  saidFieldSearch: 'तुम्ही काय शोधत आहात ते लिहा',
  saidFieldPlace: 'किमान 2 अक्षरे लिहा',
  saidFieldAddress: 'पत्ता लिहा',
  saidFieldTaxNumber: '15 अक्षरांचा GSTIN असावा, उदा. 27AAPFU0939F1ZV',
  saidFieldHouse: 'घर किंवा फ्लॅट लिहा, म्हणजे डिलिव्हरी करणाऱ्याला तुम्ही सापडाल.',
  saidCouponUnknown: 'हा कूपन कोड वैध नाही.',
};

/** An order's alerts (domain/notifications/notifications.ts ALERT_TEXTS). */
const ALERT_TEXTS_MR: Record<keyof typeof ALERT_TEXTS, string> = {
  saidAlertPaymentFailedTitle: 'पेमेंट पूर्ण झाले नाही',
  saidAlertPaymentFailed:
    'ऑर्डर {id} चे ऑनलाइन पेमेंट पूर्ण झाले नाही, त्यामुळे काहीही आकारले गेले नाही आणि त्यातील पदार्थ परत ठेवले. पुन्हा पैसे भरा किंवा कॅश ऑन डिलिव्हरी निवडा.',
  saidAlertPaidAfterAllTitle: 'पेमेंट मिळाले',
  saidAlertPaidAfterAll: 'ऑर्डर {id} चे पेमेंट शेवटी मिळाले: तुमची ऑर्डर झाली आणि दुकानाकडे पोहोचली.',
  saidAlertAcceptedTitle: 'ऑर्डर स्वीकारली',
  saidAlertAccepted: 'दुकानाने तुमची ऑर्डर {id} स्वीकारली.',
  saidAlertSlotLine: 'वेळ: {slot}.',
  saidAlertPreparingTitle: 'ऑर्डर पॅक होत आहे',
  saidAlertPreparing: 'दुकान तुमची ऑर्डर {id} पॅक करत आहे.',
  saidAlertReadyToCollectTitle: 'घेण्यासाठी तयार',
  saidAlertReadyToCollect: 'तुमची ऑर्डर {id} पॅक होऊन दुकानात तुमची वाट पाहत आहे.',
  saidAlertPackedTitle: 'ऑर्डर पॅक झाली',
  saidAlertPacked: 'तुमची ऑर्डर {id} पॅक झाली आहे; डिलिव्हरी पार्टनर लवकरच ती घेऊन निघेल.',
  saidAlertPartnerTitle: 'डिलिव्हरी पार्टनर ठरला',
  saidAlertPartner: 'एक डिलिव्हरी पार्टनर तुमच्या ऑर्डर {id} साठी दुकानाकडे येत आहे.',
  saidAlertOnTheWayTitle: 'ऑर्डर निघाली',
  saidAlertOnTheWay: 'तुमची ऑर्डर {id} दुकानातून निघाली असून तुमच्याकडे येत आहे.',
  saidAlertDeliveredTitle: 'ऑर्डर पोहोचली',
  saidAlertDelivered: 'तुमची ऑर्डर {id} पोहोचली. आस्वाद घ्या, आणि कशी वाटली ते आम्हाला कळवा.',
  saidAlertCollectedTitle: 'ऑर्डर घेतली',
  saidAlertCollected: 'तुम्ही तुमची ऑर्डर {id} घेतली. आस्वाद घ्या, आणि कशी वाटली ते आम्हाला कळवा.',
  saidAlertCancelledTitle: 'ऑर्डर रद्द झाली',
  saidAlertCancelled: 'तुमची ऑर्डर {id} रद्द झाली.',
  saidAlertRejectedTitle: 'ऑर्डर स्वीकारली नाही',
  saidAlertRejectedWhy: 'दुकान तुमची ऑर्डर {id} घेऊ शकले नाही. दुकानाचे म्हणणे: {reason}',
  saidAlertRejected: 'दुकान तुमची ऑर्डर {id} घेऊ शकले नाही.',
  saidAlertSubstitutionAskTitle: 'एक वस्तू कमी आहे',
  saidAlertSubstitutionAsk:
    'तुमच्या ऑर्डर {id} मध्ये {item} कमी आहे. दुकान त्याऐवजी {substitute} देत आहे: तुमच्या ऑर्डरच्या पानावर हो किंवा नाही सांगा.',
  saidAlertSubstitutionCallTitle: 'दुकान तुम्हाला फोन करेल',
  saidAlertSubstitutionCall: 'तुमच्या ऑर्डर {id} मध्ये {item} कमी आहे. तुम्हाला काय हवे ते विचारण्यासाठी दुकान फोन करेल.',
  saidAlertSubstitutedTitle: 'वस्तू बदलली',
  saidAlertSubstituted: 'तुमच्या ऑर्डर {id} मधील {item} ऐवजी {substitute} दिले. परत: {amount}.',
  saidAlertShortRefundedTitle: 'वस्तूचे पैसे परत',
  saidAlertShortRefunded: 'तुमच्या ऑर्डर {id} मध्ये {item} कमी होते. परत: {amount}.',
  saidAlertRefundSentTitle: 'परतावा पाठवला',
  saidAlertRefundSent: 'ऑर्डर {id} साठी भरलेले {amount} तुम्ही ज्या प्रकारे पैसे भरले तिथे परत पाठवले जात आहेत.',
  saidAlertRefundToWalletTitle: 'वॉलेटमध्ये परत जमा',
  saidAlertRefundToWallet: 'ऑर्डर {id} साठी भरलेले {amount} तुमच्या वॉलेटमध्ये जमा झाले आहेत.',
  saidAlertWalletToppedUpTitle: 'वॉलेटमध्ये पैसे जमा',
  saidAlertWalletToppedUp: 'तुमच्या वॉलेटमध्ये {amount} जमा झाले.',
  saidAlertStaffInAccountTitle: 'कर्मचाऱ्यांनी तुमचे खाते उघडले',
  saidAlertStaffPhoneOrder:
    'आमच्या दुकानाचे {staff} यांनी {at} रोजी फोनवर तुमची ऑर्डर घेण्यासाठी तुमचे खाते उघडले. तुम्ही आम्हाला फोन केला नसेल, तर दुकानाला कळवा.',
  saidAlertStaffSignedIn:
    'आमच्या दुकानाचे {staff} यांनी {at} रोजी तुमच्यासाठी तपासणी करण्यासाठी तुमचे खाते उघडले. तुम्ही हे मागितले नसेल, तर दुकानाला कळवा.',
  saidAlertMembershipActiveTitle: 'सदस्यत्व सुरू',
  saidAlertMembershipActive: '{plan}: {date} पर्यंत वापरण्यासाठी {kg} किलो.',
  saidAlertMembershipExtendedTitle: 'सदस्यत्व वाढवले',
  saidAlertMembershipExtended: '{plan}: {date} पर्यंत वापरण्यासाठी {kg} किलो.',
};

export const SAID_TEXTS_MR: Record<SaidKey, string> = {
  ...ALERT_TEXTS_MR,
  ...FIELD_WORDS_MR,
  ...RULE_WORDS_MR,
  ...CONSOLE_RULE_WORDS_MR,
  ...ACCOUNT_WORDS_MR,
  ...CATALOGUE_WORDS_MR,
  ...ORDER_WORDS_MR,
  ...PAYMENT_WORDS_MR,
  ...PARTNER_WORDS_MR,
  ...STAFF_WORDS_MR,
  ...STAFF_ORDER_WORDS_MR,
  ...STAFF_CATALOGUE_WORDS_MR,
  ...STAFF_CONTENT_WORDS_MR,
  ...PRINTING_WORDS_MR,
  ...EDGE_WORDS_MR,
};
