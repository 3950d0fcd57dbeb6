// Texts of messages to a person (decision 0340) in Marathi, under the keys of
// domain/notifications/message-words.ts MESSAGE_WORDS (English, spread into settings.ts EXTRA_TEXTS),
// and the My account screen where a customer chooses how order updates reach them. {placeholders} stay.
import type { MessageWordKey } from '../../../domain/notifications/message-words.ts';

export const MESSAGE_TEXTS_MR: Readonly<Record<MessageWordKey, string>> = {
  messageCodeText: '{code} हा तुमचा {shop} कोड आहे. तो 10 मिनिटांत संपेल.',
  messageConsentCodeText:
    '{code} या कोडने {shop} चे कर्मचारी फोनवर तुमची ऑर्डर घेण्यासाठी तुमचे खाते उघडू शकतात. तुम्ही ज्यांना फोन केला त्या दुकानातील व्यक्तीलाच तो द्या. तो 10 मिनिटांत संपेल.',
  messageResetCodeSubject: 'तुमचा {shop} पासवर्ड रीसेट कोड',
  messageResetCodeText:
    'तुमचा कोड {code} आहे. तो 10 मिनिटांत संपेल. तुम्ही पासवर्ड रीसेट करायला सांगितले नसेल तर या ई-मेलकडे दुर्लक्ष करा.',
  messageContactCodeSubject: 'तुमचे नवीन साइन-इन तपशील निश्चित करा',
  messageContactCodeText:
    'तुमचा कोड {code} आहे. हे तुमच्या खात्यासाठी वापरण्यासाठी तो {shop} मध्ये टाइप करा. तो 10 मिनिटांत संपेल. तुम्ही हे मागितले नसेल तर या संदेशाकडे दुर्लक्ष करा.',
  messageContactInUseSubject: 'हे आधीच {shop} मधील एका खात्यावर आहे',
  messageContactInUseText:
    'कोणीतरी हे {shop} मधील खात्यासाठी वापरायला सांगितले, पण ते आधीच एका खात्याचे आहे. ते तुम्ही असाल तर त्याने साइन इन करा किंवा पासवर्ड रीसेट करा. नसल्यास या संदेशाकडे दुर्लक्ष करा: काहीही बदललेले नाही.',
  messageEmailChangedSubject: 'तुमच्या खात्याचा ई-मेल बदलला',
  messageEmailChangedText:
    '{shop} मधील तुमच्या खात्याचा ई-मेल आत्ताच बदलला. हे तुम्ही केले नसेल तर लगेच पासवर्ड रीसेट करा आणि दुकानाशी संपर्क साधा.',
  messagePhoneChangedSubject: 'तुमच्या खात्याचा फोन नंबर बदलला',
  messagePhoneChangedText:
    '{shop} मधील तुमच्या खात्याचा फोन नंबर आत्ताच बदलला. हे तुम्ही केले नसेल तर लगेच पासवर्ड रीसेट करा आणि दुकानाशी संपर्क साधा.',
  messagePasswordChangedSubject: 'तुमचा पासवर्ड बदलला',
  messagePasswordChangedText:
    '{shop} मधील तुमच्या खात्याचा पासवर्ड आत्ताच बदलला आणि तुमच्या इतर डिव्हाइसवरून साइन आउट केले. हे तुम्ही केले नसेल तर लगेच पासवर्ड रीसेट करा आणि दुकानाशी संपर्क साधा.',
  messageOrderAccepted: '{shop}: तुमची ऑर्डर {id} स्वीकारली आहे आणि ती पॅक होत आहे.',
  messageOrderOnTheWay: '{shop}: तुमची ऑर्डर {id} तुमच्याकडे येत आहे.',
  messageOrderDelivered: '{shop}: तुमची ऑर्डर {id} पोहोचवली. धन्यवाद!',
  messageOrderCollected: '{shop}: तुम्ही तुमची ऑर्डर {id} घेतली. धन्यवाद!',
  messageOrderCancelled: '{shop}: तुमची ऑर्डर {id} रद्द झाली. तुम्ही भरलेले पैसे तुम्हाला परत मिळतील.',
  messageOrderSubstitution:
    '{shop}: तुमच्या ऑर्डर {id} मधील एक वस्तू कमी आहे. दुकान जे देत आहे त्याला हो किंवा नाही म्हणण्यासाठी तुमची ऑर्डर उघडा.',
  messageOrderRefund: '{shop}: तुमच्या ऑर्डर {id} चा परतावा येत आहे. रक्कम तुमच्या ऑर्डरच्या पानावर दिसते.',
};

/** My account › Order updates: how the customer's order updates reach them. */
export const ORDER_UPDATES_TEXTS = {
  orderUpdatesTitle: 'Order updates',
  orderUpdatesLegend: 'Tell me about my orders by',
  orderUpdatesHint:
    'We tell you when your order is accepted, on its way, delivered or cancelled, and when an item is short or refunded. Messages are in the language of this page.',
  orderUpdatesPushText: 'Alerts in the app (and on this phone, if you turned them on)',
  orderUpdatesWhatsappText: 'WhatsApp, to my phone number',
  orderUpdatesSmsText: 'SMS, to my phone number',
  orderUpdatesNoneText: 'Only alerts in the app, never on my phone',
  orderUpdatesSavedText: 'Saved. Your order updates come this way from now on.',
} as const;

export const ORDER_UPDATES_TEXTS_MR: Readonly<Record<keyof typeof ORDER_UPDATES_TEXTS, string>> = {
  orderUpdatesTitle: 'ऑर्डरचे अपडेट',
  orderUpdatesLegend: 'माझ्या ऑर्डरबद्दल मला कळवा',
  orderUpdatesHint:
    'तुमची ऑर्डर स्वीकारली, निघाली, पोहोचली किंवा रद्द झाली, आणि एखादी वस्तू कमी पडली किंवा परतावा दिला, की आम्ही कळवतो. संदेश या पानाच्या भाषेत येतात.',
  orderUpdatesPushText: 'ॲपमधील सूचना (आणि तुम्ही सुरू केल्या असल्यास या फोनवर)',
  orderUpdatesWhatsappText: 'WhatsApp, माझ्या फोन नंबरवर',
  orderUpdatesSmsText: 'SMS, माझ्या फोन नंबरवर',
  orderUpdatesNoneText: 'फक्त ॲपमधील सूचना, फोनवर कधीच नाही',
  orderUpdatesSavedText: 'जतन केले. आतापासून तुमचे ऑर्डरचे अपडेट असे येतील.',
};
