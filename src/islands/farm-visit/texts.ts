// The texts of the farm-visit form island, in the customer's language, picked once
// on the server (§2 Farm visit form: every label comes from the settings texts).
import { locationTexts, type LocationTexts } from '../location/texts.ts';

export interface FarmVisitTexts {
  intro: string;
  name: string;
  mobile: string;
  mobilePlaceholder: string;
  altMobile: string;
  optional: string;
  location: string;
  noLocation: string;
  change: string;
  adults: string;
  kids: string;
  decrease: string;
  increase: string;
  howKnow: string;
  howKnowChoose: string;
  howKnowOptions: string[];
  date: string;
  filled: string;
  booked: string;
  allFilled: string;
  submit: string;
  submitting: string;
  missing: string;
  badMobile: string;
  /** Only the alternative number is not a mobile number: the message names it. */
  badAltMobile: string;
  /** Adults and kids both 0: a visit is for somebody (decision 0192). */
  noVisitors: string;
  failed: string;
  ok: string;
  successTitle: string;
  success: string;
  home: string;
  popupTitle: string;
  locationTexts: LocationTexts;
}

export function farmVisitTexts(t: (key: string) => string): FarmVisitTexts {
  return {
    intro: t('farmVisitFormIntro'),
    name: t('farmVisitNameLabel'),
    mobile: t('farmVisitMobileLabel'),
    mobilePlaceholder: t('farmVisitMobilePlaceholder'),
    altMobile: t('farmVisitAltMobileLabel'),
    optional: t('farmVisitOptionalText'),
    location: t('farmVisitLocationLabel'),
    noLocation: t('farmVisitNoLocationText'),
    change: t('farmVisitChangeText'),
    adults: t('farmVisitAdultsLabel'),
    kids: t('farmVisitKidsLabel'),
    decrease: t('farmVisitDecreaseText'),
    increase: t('farmVisitIncreaseText'),
    howKnow: t('farmVisitHowKnowLabel'),
    howKnowChoose: t('farmVisitHowKnowChooseText'),
    howKnowOptions: t('farmVisitHowKnowOptions')
      .split(',')
      .map((option) => option.trim())
      .filter(Boolean),
    date: t('farmVisitDateLabel'),
    filled: t('farmVisitFilledText'),
    booked: t('farmVisitBookedText'),
    allFilled: t('farmVisitAllFilledText'),
    submit: t('farmVisitSubmitText'),
    submitting: t('farmVisitSubmittingText'),
    missing: t('farmVisitMissingText'),
    badMobile: t('farmVisitBadMobileText'),
    badAltMobile: t('farmVisitBadAltMobileText'),
    noVisitors: t('farmVisitNoVisitorsText'),
    failed: t('farmVisitFailedText'),
    ok: t('farmVisitOkText'),
    successTitle: t('farmVisitSuccessTitle'),
    success: t('farmVisitSuccessText'),
    home: t('farmVisitHomeText'),
    popupTitle: t('chooseLocationTitle'),
    locationTexts: locationTexts(t),
  };
}
