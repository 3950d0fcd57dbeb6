// The server's words to delivery partners (src/server/said/partners.ts) in Marathi. {placeholders} stay.
import type { PARTNER_WORDS } from '../../../said/partners.ts';

export const PARTNER_WORDS_MR: Record<keyof typeof PARTNER_WORDS, string> = {
  saidPartnerSignInWrong: 'फोन नंबर किंवा पासवर्ड बरोबर नाही.',
  saidPartnerAwaitingApproval:
    'नोंदणी केल्याबद्दल धन्यवाद. तुमचे खाते मंजुरीच्या प्रतीक्षेत आहे; डिलिव्हरी सुरू करता येईल तेव्हा आम्ही तुम्हाला संदेश पाठवू.',
  saidPartnerSuspended: 'हे खाते निलंबित आहे. अधिक माहितीसाठी दुकानाला फोन करा.',
  saidPartnerPhoneTaken: 'या फोन नंबरचे पार्टनर खाते आधीच आहे. त्याऐवजी साइन इन करा.',
  saidPartnerAllowLocation: 'ऑनलाइन येण्यासाठी लोकेशनची परवानगी द्या: तुम्ही जिथे आहात त्याच्या जवळच्या ऑर्डर दिल्या जातात.',
  saidFieldNeededOnline: 'ऑनलाइन येण्यासाठी आवश्यक',
  saidPartnerBadPosition: 'हे ठिकाण बरोबर असू शकत नाही. तुमचा फोन तुमचे ठिकाण शोधेपर्यंत थांबा.',
  saidFieldTooFarTooSoon: 'मागच्या ठिकाणापासून इतक्या कमी वेळात इतके दूर जाता येत नाही',
  saidFieldNotAPosition: 'हे ठिकाण नाही',
  saidPartnerStoreKmAway:
    'तुम्ही जवळच्या दुकानापासून {km} किमी दूर आहात. एखाद्या दुकानापासून {radius} किमीच्या आत असताना ऑनलाइन या.',
  saidPartnerGoOnlineNear: 'एखाद्या दुकानापासून {radius} किमीच्या आत असताना ऑनलाइन या.',
  saidFieldNoStoreWithin: '{radius} किमीच्या आत एकही दुकान नाही',
  saidNoPartnerWithPhone: '{phone} या फोन नंबरचा डिलिव्हरी पार्टनर नाही.',
  saidNoSuchPartner: 'हा डिलिव्हरी पार्टनर सापडला नाही.',
  saidFieldNoSuchPartner: 'हा पार्टनर सापडला नाही',
  saidJobTaken: 'ही ऑर्डर दुसऱ्या पार्टनरने घेतली.',
  saidFieldTaken: 'दुसऱ्याने घेतली',
  saidCallShopToFinish: 'ही डिलिव्हरी पूर्ण करण्यासाठी दुकानाला फोन करा.',
  saidGoOnlineFirst: 'ऑर्डर घेण्यासाठी ऑनलाइन या.',
  saidFieldGoOnlineFirst: 'आधी ऑनलाइन या',
  saidAskDeliveryCode: 'ग्राहकाकडून त्यांचा 4 अंकी डिलिव्हरी कोड विचारा.',
  saidTooManyCodes: 'खूप वेळा चुकीचा कोड टाकला. {next}',
  saidFieldNoTriesLeft: 'प्रयत्न शिल्लक नाहीत',
  saidAdminsOnlyPartners: 'डिलिव्हरी पार्टनरची व्यवस्था फक्त ॲडमिन पाहू शकतो.',
};
