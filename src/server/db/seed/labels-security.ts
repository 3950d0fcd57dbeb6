// Texts of the account security screens (docs/decisions.md, "Account security"): change
// password, signed-in devices, and confirming a new e-mail or phone, in English (spread
// into settings.ts EXTRA_TEXTS) and Marathi (spread into labels-mr.ts). One file for
// both, so a new key is added beside its translation. Placeholders ({device}, {date},
// {value}) stay as they are.

export const SECURITY_TEXTS = {
  securityTitle: 'Security',
  changePasswordText: 'Change password',
  currentPasswordLabel: 'Current password',
  newPasswordHintText: 'At least 8 characters. Not a common password, your phone or your e-mail.',
  passwordUpdatedText: 'Your password is changed. Your other devices are signed out.',
  currentPasswordHintText: 'Needed to change your e-mail or phone number',
  signedInDevicesTitle: 'Signed-in devices',
  thisDeviceText: 'This device',
  signedInAtText: 'Signed in {date}',
  lastUsedText: 'Last used {date}',
  signOutDeviceText: 'Sign out',
  signOutNamedDeviceText: 'Sign out {device}',
  signOutOthersText: 'Sign out other devices',
  otherDevicesSignedOutText: 'Your other devices are signed out.',
  deviceSignedOutText: '{device} is signed out.',
  signOutDeviceConfirmText: 'Type your password to sign out {device}.',
  signOutOthersConfirmText: 'Type your password to sign out your other devices.',
  confirmEmailTitle: 'Confirm your e-mail',
  confirmPhoneTitle: 'Confirm your phone number',
  pendingContactText: 'We sent a message to {value}. Type the 6-digit code from it to use it for your account.',
  confirmText: 'Confirm',
};

export const SECURITY_TEXTS_MR: Record<keyof typeof SECURITY_TEXTS, string> = {
  securityTitle: 'सुरक्षा',
  changePasswordText: 'पासवर्ड बदला',
  currentPasswordLabel: 'सध्याचा पासवर्ड',
  newPasswordHintText: 'किमान ८ अक्षरे. सहज ओळखता येणारा पासवर्ड, तुमचा फोन किंवा ई-मेल नको.',
  passwordUpdatedText: 'तुमचा पासवर्ड बदलला आहे. तुमच्या इतर उपकरणांवरून लॉगआउट केले आहे.',
  currentPasswordHintText: 'ई-मेल किंवा फोन नंबर बदलण्यासाठी आवश्यक',
  signedInDevicesTitle: 'लॉगिन असलेली उपकरणे',
  thisDeviceText: 'हे उपकरण',
  signedInAtText: '{date} रोजी लॉगिन',
  lastUsedText: 'शेवटचा वापर {date}',
  signOutDeviceText: 'लॉगआउट',
  signOutNamedDeviceText: '{device} वरून लॉगआउट करा',
  signOutOthersText: 'इतर उपकरणांवरून लॉगआउट करा',
  otherDevicesSignedOutText: 'तुमच्या इतर उपकरणांवरून लॉगआउट केले आहे.',
  deviceSignedOutText: '{device} वरून लॉगआउट केले आहे.',
  signOutDeviceConfirmText: '{device} वरून लॉगआउट करण्यासाठी तुमचा पासवर्ड टाका.',
  signOutOthersConfirmText: 'इतर उपकरणांवरून लॉगआउट करण्यासाठी तुमचा पासवर्ड टाका.',
  confirmEmailTitle: 'तुमचा ई-मेल निश्चित करा',
  confirmPhoneTitle: 'तुमचा फोन नंबर निश्चित करा',
  pendingContactText: '{value} वर संदेश पाठवला आहे. तो तुमच्या खात्यासाठी वापरण्यासाठी त्यातील ६ अंकी कोड टाका.',
  confirmText: 'निश्चित करा',
};
