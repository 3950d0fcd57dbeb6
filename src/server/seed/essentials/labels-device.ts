// Texts of the app on the phone (decision 0249, decision 0250): the
// install prompt's dismiss button, the iOS "Add to Home Screen" hint, and the question that turns
// on order updates. English is spread into settings.ts EXTRA_TEXTS, Marathi into labels-mr.ts.

export const DEVICE_TEXTS = {
  installPromptLabel: 'Install the app',
  installDismissText: 'Not now',
  iosInstallHintText: 'Install this shop: tap Share, then "Add to Home Screen".',
  pushPromptTitle: 'Get updates on this phone',
  pushPromptText: 'We will tell you when your order is accepted, on its way and delivered.',
  pushPromptPickupText: 'We will tell you when your order is accepted and ready to collect.',
  pushPromptButton: 'Turn on updates',
  pushPromptDone: 'Updates are on for this phone.',
  pushPromptBlocked: 'Notifications are blocked for this shop in your browser settings.',
  pushPromptFailed: 'Could not turn on updates. Please try again later.',
} as const;

export const DEVICE_TEXTS_MR: Readonly<Record<keyof typeof DEVICE_TEXTS, string>> = {
  installPromptLabel: 'अ‍ॅप इन्स्टॉल करा',
  installDismissText: 'नंतर',
  iosInstallHintText: 'हे दुकान इन्स्टॉल करा: शेअर दाबा, मग "होम स्क्रीनवर जोडा".',
  pushPromptTitle: 'या फोनवर अपडेट मिळवा',
  pushPromptText: 'तुमची ऑर्डर स्वीकारली, निघाली आणि पोहोचली की आम्ही कळवू.',
  pushPromptPickupText: 'तुमची ऑर्डर स्वीकारली आणि घेण्यासाठी तयार झाली की आम्ही कळवू.',
  pushPromptButton: 'अपडेट सुरू करा',
  pushPromptDone: 'या फोनवर अपडेट सुरू आहेत.',
  pushPromptBlocked: 'तुमच्या ब्राउझर सेटिंग्जमध्ये या दुकानाच्या सूचना बंद आहेत.',
  pushPromptFailed: 'अपडेट सुरू करता आले नाहीत. थोड्या वेळाने पुन्हा प्रयत्न करा.',
};
