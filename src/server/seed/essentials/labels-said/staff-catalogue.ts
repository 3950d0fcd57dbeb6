// The server's words to the staff console about the catalogue (src/server/said/staff-catalogue.ts)
// in Marathi. {placeholders} stay.
import type { STAFF_CATALOGUE_WORDS } from '../../../said/staff-catalogue.ts';

export const STAFF_CATALOGUE_WORDS_MR: Record<keyof typeof STAFF_CATALOGUE_WORDS, string> = {
  saidNoSuchVariant: 'हा प्रकार सापडला नाही.',
  saidFieldNoSuchVariant: 'हा प्रकार सापडला नाही',
  saidSayInStock: 'स्टॉकमध्ये आहे की नाही ते सांगा, किंवा स्टॉकची संख्या द्या.',
  saidFieldInStockRequired: 'in_stock किंवा stock आवश्यक आहे',
  saidFieldNoSuchCategory: 'ही श्रेणी सापडली नाही',
  saidOneFieldBeforeSaving: 'जतन करण्यापूर्वी एका जागेत बदल हवा.',
  saidFieldsBeforeSaving: 'जतन करण्यापूर्वी {n} जागांमध्ये बदल हवा.',
  saidCategoryHoldsOne: 'या श्रेणीत अजून 1 पदार्थ आहे: आधी तो हलवा किंवा संग्रहित करा.',
  saidCategoryHoldsItems: 'या श्रेणीत अजून {n} पदार्थ आहेत: आधी ते हलवा किंवा संग्रहित करा.',
  saidFieldHoldsItems: 'अजून पदार्थ आहेत',
  saidSizeNotItems: 'या फॉर्ममधील एक आकार या पदार्थाचा नाही.',
  saidFieldNotItemsSize: 'या पदार्थाचा आकार नाही',
  saidItemSavedMeanwhile:
    'तुम्ही बदल करत असताना दुसऱ्या कोणीतरी हा पदार्थ जतन केला. खूण केलेल्या जागा आता जतन असलेले दाखवतात; तुमचे काहीही जतन झाले नाही.',
  saidItemChangedLoadAgain: 'दरम्यान दुसऱ्या कोणीतरी हा पदार्थ जतन केला: तो पुन्हा लोड करा.',
  saidCategoryArchived: 'याची श्रेणी संग्रहित आहे: आधी श्रेणी परत आणा, किंवा पदार्थ दुसरीकडे हलवा.',
  saidFieldCategoryArchived: 'श्रेणी संग्रहित आहे',
  saidFileBadLine: 'फाइलमध्ये 1 चुकीची ओळ आहे: काहीही बदलले नाही. ती दुरुस्त करून फाइल पुन्हा तपासा.',
  saidFileBadLines: 'फाइलमध्ये {n} चुकीच्या ओळी आहेत: काहीही बदलले नाही. त्या दुरुस्त करून फाइल पुन्हा तपासा.',
  saidFieldFileLine: 'ओळ {line}: {reason}',
  saidCatalogueChangedSinceCheck: 'फाइल तपासल्यापासून कॅटलॉग बदलला आहे: काहीही बदलले नाही. फाइल पुन्हा तपासा, मग लागू करा.',
  saidFieldCatalogueChanged: 'तपासल्यापासून कॅटलॉग बदलला',
  saidNoSuchAddonGroup: 'हा ॲडऑन गट सापडला नाही.',
  saidFieldNoSuchAddonGroup: 'हा ॲडऑन गट सापडला नाही',
  saidNoSuchCombo: 'हा कॉम्बो सापडला नाही.',
  saidAddonNotGroups: 'या फॉर्ममधील एक ॲडऑन या गटाचा नाही.',
  saidFieldNotGroupsAddon: 'या गटाचा ॲडऑन नाही',
  saidNoSuchCoupon: 'हे कूपन सापडले नाही.',
  saidFieldNoSuchCoupon: 'हे कूपन सापडले नाही',
  saidFieldNotAmongYours: 'दुकान {store} तुमच्या दुकानांपैकी नाही',
  saidFieldOtherCouponsCode: '{code} हा दुसऱ्या कूपनचा कोड आहे',
  saidNoSuchUnit: 'हे एकक सापडले नाही.',
  saidFieldNoSuchUnit: 'हे एकक सापडले नाही',
};
