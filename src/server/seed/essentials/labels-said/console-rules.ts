// The reasons the console's own rules give (spread into src/server/said.ts SAID: a staff account, a
// coupon, a store's settings and hours, a template slot, a label or a setting, the home's composition), which its forms show on a field before sending and the server answers with, in Marathi.
// {placeholders} stay.
import type { COUPON_RULE_WORDS } from '../../../../domain/staff/coupon-rules.ts';
import type { SLOT_TEMPLATE_WORDS } from '../../../../domain/slots/slots.ts';
import type { HOME_RULE_WORDS } from '../../../../domain/home/home-composition.ts';
import type { FIELD_RULE_WORDS } from '../../../../domain/field-rules.ts';
import type { AREA_RULE_WORDS } from '../../../../domain/areas/areas.ts';
import type { UNIT_RULE_WORDS } from '../../../../domain/catalogue/units.ts';
import type { BULK_PRICE_WORDS } from '../../../../domain/catalogue/bulk-prices.ts';
import type { WORDS_RULE_WORDS } from '../../../../domain/staff/shop-words.ts';
import type { STAFF_ACCOUNT_WORDS } from '../../../../domain/staff/staff-accounts.ts';
import type { HOURS_WORDS } from '../../../../domain/stores/opening-hours.ts';
import type { STORE_SETTING_WORDS } from '../../../../domain/stores/store-settings.ts';

type ConsoleRules = typeof STAFF_ACCOUNT_WORDS &
  typeof COUPON_RULE_WORDS &
  typeof HOURS_WORDS &
  typeof STORE_SETTING_WORDS &
  typeof SLOT_TEMPLATE_WORDS &
  typeof WORDS_RULE_WORDS &
  typeof FIELD_RULE_WORDS &
  typeof HOME_RULE_WORDS &
  typeof AREA_RULE_WORDS &
  typeof UNIT_RULE_WORDS &
  typeof BULK_PRICE_WORDS;

export const CONSOLE_RULE_WORDS_MR: Record<keyof ConsoleRules, string> = {
  saidRuleUnitName: 'एककाचे नाव लिहा, जसे मिलिलिटर',
  saidRuleUnitSymbol: 'लहान चिन्ह लिहा: अक्षरे, अंक किंवा बिंदू, जागा नको, जसे ml',
  saidRuleUnitSymbolTaken: 'दुकानात {symbol} हे एकक आधीच आहे',
  saidRuleBulkPercent: '−90 ते 500 मधील टक्के लिहा, जास्तीत जास्त 2 दशांश, 0 नको',
  saidRuleBulkAmount: 'रुपयांत रक्कम लिहा, जास्तीत जास्त 2 दशांश, 0 नको (− किंमती कमी करते)',
  saidRuleBulkChooseItems: 'किमान एक पदार्थ निवडा',
  saidRuleBulkNotAboveZero: '{size} ची किंमत {amount} होईल: किंमत ₹0 पेक्षा जास्तच हवी',
  saidRuleBulkTooLarge: '{size} ची किंमत मर्यादेपेक्षा जास्त होईल',
  saidBulkPricesRefused: 'काहीही बदलले नाही: नवीन किंमतींमध्ये बदल हवा.',
  saidBulkPricesChangedMeanwhile:
    'पूर्वावलोकनानंतर यांपैकी काही किंमती बदलल्या: काहीही बदलले नाही. पुन्हा पूर्वावलोकन करा, मग लागू करा.',
  saidRuleAreaName: 'भागाचे नाव लिहा.',
  saidRuleAreaNameLength: 'नाव जास्तीत जास्त {max} अक्षरांचे ठेवा.',
  saidRuleAreaTownLength: 'गावाचे नाव जास्तीत जास्त {max} अक्षरांचे ठेवा.',
  saidRuleAreaPincode: 'पिन कोड 6 अंकी असतो आणि 0 ने सुरू होत नाही.',
  saidRuleAreaLatitude: 'अक्षांश -90 ते 90 मधील संख्या असावी.',
  saidRuleAreaLongitude: 'रेखांश -180 ते 180 मधील संख्या असावी.',
  saidRuleStaffNeedsStore: 'व्यवस्थापक किंवा काउंटरवरील सदस्याला किमान एक दुकान हवे',
  saidRuleOwnAccount: 'तुम्ही तुमचेच खाते बंद करू शकत नाही',
  saidRuleLastAdminDisabled: 'शेवटचा ॲडमिन बंद करता येत नाही: आधी दुसरा ॲडमिन करा',
  saidRuleShopNeedsAdmin: 'दुकानाला ॲडमिन हवा: आधी दुसरा ॲडमिन करा',
  saidRulePasswordLength: '{min} ते {max} अक्षरे असावीत',
  saidRuleCouponNumber: 'संख्या असावी',
  saidRuleCouponAboveZero: '₹0 पेक्षा जास्त असावी',
  saidRuleCouponNotBelowZero: '₹0 पेक्षा कमी नसावी',
  saidRuleCouponAtMostRupees: 'जास्तीत जास्त ₹{max} असावी',
  saidRuleCouponTwoDecimals: 'रुपयांत आणि जास्तीत जास्त 2 दशांश असावी',
  saidRuleCouponWholeUses: 'किमान 1 अशी पूर्ण संख्या असावी (मर्यादा नसल्यास रिकामे ठेवा)',
  saidRuleCouponAtMost: 'जास्तीत जास्त {max} असावी',
  saidRuleCouponTypeCode: 'कोड लिहा',
  saidRuleCouponCodeShape: 'A–Z अक्षरे किंवा अंक, 3 ते 20 असावेत',
  saidRuleCouponTypeName: 'ग्राहक वाचतील असे नाव लिहा',
  saidRuleCouponPercent: '1 ते 100 मधील पूर्ण टक्के असावेत',
  saidRuleCouponCapPercentOnly: 'फक्त टक्केवारीच्या सवलतीला कमाल मर्यादा असते',
  saidRuleCouponEndsBeforeStart: 'सुरुवातीच्या आधीची नसावी',
  saidRuleCouponUsedAlready: 'किमान {n} असावी: तो {n} वेळा वापरला गेला आहे',
  saidRuleCouponPerCustomerOverTotal: 'एकूण मर्यादेपेक्षा जास्त नसावी',
  saidRuleCouponChooseStore: 'तुमच्या दुकानांपैकी किमान एक निवडा',
  saidRuleHoursWeekday: 'आठवड्याचा दिवस निवडा.',
  saidRuleHoursWithinDay: 'वेळा 00:00 ते 24:00 दरम्यान असाव्यात.',
  saidRuleHoursOpensBeforeCloses: 'उघडण्याची वेळ बंद होण्याच्या आधी असावी (मध्यरात्रीनंतरसाठी पुढच्या दिवशी 00:00 जोडा).',
  saidRuleHoursRangesInDay: 'एका दिवसात जास्तीत जास्त {n} वेळा.',
  saidRuleHoursOverlap: 'त्याच दिवशीच्या {from}–{to} शी एकमेकांवर येते.',
  saidRuleStoreNoPlace: 'ते ऑर्डर घेऊ शकत नाही: त्याचे ठिकाण नाही. तोपर्यंत ते थांबवून ठेवा.',
  saidRuleStoreNoHours: 'ते ऑर्डर घेऊ शकत नाही: त्याच्या उघडण्याच्या वेळा नाहीत. तोपर्यंत ते थांबवून ठेवा.',
  saidRuleStoreNoPlaceNoHours: 'ते ऑर्डर घेऊ शकत नाही: त्याचे ठिकाण आणि उघडण्याच्या वेळा नाहीत. तोपर्यंत ते थांबवून ठेवा.',
  saidRuleStoreAmount: '₹0 किंवा जास्त रक्कम लिहा.',
  saidRuleStoreWholePaise: 'जास्तीत जास्त दोन दशांश (पूर्ण पैसे).',
  saidRuleStoreAmountZeros: 'हे ₹1,00,000 पेक्षा जास्त आहे: शून्ये तपासा.',
  saidRuleStoreAtMostCharacters: 'जास्तीत जास्त {n} अक्षरे.',
  saidRuleStorePicture: '/ ने सुरू होणारा चित्राचा मार्ग (उदा. /images/stores/kothrud.webp) किंवा https:// पत्ता लिहा.',
  saidRuleStoreName: 'दुकानाला नाव द्या.',
  saidRuleStoreSlug: 'दुकानाचा वेब पत्ता लिहा (a-z, 0-9 आणि हायफन).',
  saidRuleStoreSlugShape: 'फक्त a-z, 0-9 आणि त्यांच्यामध्ये एकेरी हायफन.',
  saidRuleStoreAddress: 'दुकानाचा पत्ता लिहा.',
  saidRuleStoreLatitude: 'अक्षांश लिहा, किंवा पत्ता शोधा.',
  saidRuleStoreLatitudeRange: 'अक्षांश -90 ते 90 दरम्यान असतो.',
  saidRuleStoreLongitude: 'रेखांश लिहा, किंवा पत्ता शोधा.',
  saidRuleStoreLongitudeRange: 'रेखांश -180 ते 180 दरम्यान असतो.',
  saidRuleStoreOcean: 'हे समुद्राच्या मध्यभागी आहे: दुकानाचे ठिकाण द्या.',
  saidRuleStoreRadius: '0 पेक्षा जास्त आणि जास्तीत जास्त {max} किमी त्रिज्या द्या.',
  saidRuleStoreMinutes: '{min} ते {max} पूर्ण मिनिटे द्या.',
  saidRuleStoreChargeType: 'ठरावीक किंवा अंतरावर आधारित शुल्क निवडा.',
  saidRuleStoreBaseDistance: '0 ते {max} किमी द्या.',
  saidRuleStoreBaseOverRadius: 'मूळ अंतर डिलिव्हरीच्या त्रिज्येपेक्षा जास्त असू शकत नाही.',
  saidRuleStoreFreeBelowMinimum: 'मोफत डिलिव्हरी किमान ऑर्डरच्या खाली सुरू होऊ शकत नाही.',
  saidRuleStoreDeliveredBy: 'कोण डिलिव्हरी करेल ते निवडा: तुमचे स्वतःचे रायडर, डिलिव्हरी पार्टनर, किंवा दोन्ही.',
  saidRuleStorePartnerOfferAfter: '0 ते {max} मधील पूर्ण मिनिटे द्या.',
  saidRuleStoreDeliversOrPickup: 'दुकान डिलिव्हरी करते, स्वतः घेऊन जाण्याची सोय देते, किंवा दोन्ही.',
  saidRuleStoreClosedDays: 'जास्तीत जास्त {n} बंद दिवस.',
  saidRuleStoreDate: 'तारीख द्या.',
  saidRuleStoreDayListed: 'हा दिवस आधीच यादीत आहे.',
  saidRuleStoreGstinLength: 'GSTIN मध्ये 15 अक्षरे असतात.',
  saidRuleStoreGstinShape: 'GSTIN म्हणजे राज्य कोड, PAN, एक क्रमांक, Z आणि तपास अक्षर, जसे 27AAPFU0939F1ZV.',
  saidRuleStoreGstinState: 'त्याचे पहिले दोन अंक कोणत्याही राज्याचा कोड नाहीत.',
  saidRuleStoreGstinCheck: 'या GSTIN मध्ये टायपिंगची चूक आहे: शेवटचे अक्षर बाकीच्यांशी जुळत नाही.',
  saidRuleStoreStateOfGstin: 'हा GSTIN दुसऱ्या राज्यात नोंदलेला आहे: ते राज्य निवडा.',
  saidRuleStoreState: 'दुकान ज्या राज्यात आहे ते निवडा.',
  saidRuleStoreSeriesPrefix: '1 ते 4 कॅपिटल अक्षरे किंवा अंक द्या, जसे KOT.',
  saidRuleSlotStart: 'सुरुवात 00:00 ते 23:59 दरम्यान.',
  saidRuleSlotEnd: 'शेवट 00:01 ते 24:00 दरम्यान.',
  saidRuleSlotEndAfterStart: 'शेवट सुरुवातीनंतर असावा.',
  saidRuleSlotCapacity: '1 ते {max} ऑर्डरची पूर्ण संख्या.',
  saidRuleSlotCutoff: '0 ते {max} पूर्ण मिनिटे (2 दिवस).',
  saidRuleSlotFee: '₹0 ते ₹{max} शुल्क, पूर्ण पैशांत.',
  saidRuleSlotsInDay: 'एका दिवसात जास्तीत जास्त {n} स्लॉट.',
  saidRuleAtMostCharacters: 'जास्तीत जास्त {max} अक्षरे असावीत',
  saidRuleNoControlCharacters: 'त्यात नियंत्रण अक्षरे नसावीत',
  saidRuleDate: 'तारीख असावी',
  saidRuleLabelEmpty: 'रिकामे नसावे',
  saidRuleLabelKeep: '{missing} ठेवावे (इंग्रजीत {english} आहेत)',
  saidRuleLabelAdd: 'इंग्रजीत नसलेले {extra} जोडू नये (इंग्रजीत {english} आहेत)',
  saidRuleLabelAddToNone: 'इंग्रजीत नसलेले {extra} जोडू नये (इंग्रजीत एकही नाही)',
  saidRuleLabelKeepAndAdd: '{missing} ठेवावे आणि इंग्रजीत नसलेले {extra} जोडू नये (इंग्रजीत {english} आहेत)',
  saidRuleSettingColour: '# आणि सहा हेक्स अंक असा रंग असावा, उदा. #1b7a3a',
  saidRuleSettingFlag: "'true' किंवा 'false' असावे",
  saidRuleSettingNumber: 'संख्या असावी, उदा. 40 किंवा 18.5074',
  saidRuleSettingAmounts: 'स्वल्पविरामाने वेगळ्या पूर्ण संख्या असाव्यात, उदा. 10,20,30',
  saidRuleSettingAmountRange: 'प्रत्येक 1 ते {max} असावी',
  saidRuleSettingMostAmounts: 'जास्तीत जास्त {n} रकमा असाव्यात',
  saidRuleSettingAmountTwice: 'एकच रक्कम दोनदा नसावी',
  saidRuleHomeNoCampaign: "'{slug}' अशी मोहीम नाही",
  saidRuleHomeNoPage: "'{slug}' असे पान नाही",
  saidRuleHomeNoScreen: '{path} ही ॲपची स्क्रीन नाही',
  saidRuleHomeNoCategory: '{id} अशी श्रेणी नाही',
  saidRuleHomeNoItem: '{id} असा पदार्थ नाही',
  saidRuleHomeNoStore: '{id} असे दुकान नाही',
  saidRuleHomeNoSection: '{id} असा विभाग नाही',
  saidRuleHomeNoSlider: '{id} असा स्लायडर नाही',
  saidRuleHomeArchived: '{name} संग्रहित आहे',
  saidRuleHomeNotOnSale: '{name} ची विक्री किंमत नेहमीच्या किमतीपेक्षा कमी नाही',
  saidRuleHomeNeeded: 'आवश्यक आहे',
  saidRuleHomeOneOf: 'यांपैकी एक असावी: {styles}',
  saidRuleHomeOneLayout: 'अशा विभागाची एकच मांडणी असते',
  saidRuleHomeTabsItems: 'टॅब असलेल्या विभागाचे पदार्थ त्याच्या टॅबचे असतात',
  saidRuleHomeMostItems: 'जास्तीत जास्त {n} पदार्थ',
  saidRuleHomeItemTwice: 'एक पदार्थ दोनदा आहे',
  saidRuleHomePicture: 'लायब्ररीतून चित्र निवडा',
  saidRuleHomeAlt: 'चित्रात काय आहे ते लिहा: जे ग्राहक ते पाहू शकत नाहीत ते हे वाचतात',
  saidRuleHomeLink: 'स्लाइड कुठे नेते ते निवडा',
  saidRuleHomeMostSlides: 'जास्तीत जास्त {n} स्लाइड',
  saidRuleHomeMostRows: 'जास्तीत जास्त {n} ओळी',
};
