// The demo shop's own face (decision 0316): its name, contact, address, testimonials, landing and
// sign-up words, social links and the landing's links to its own pages. The essentials every shop
// gets (../essentials/) carry neutral words and leave these empty ('null'), so a live shop shows none
// of the demo's; the demo shop writes its own over them, once, when it is seeded.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Names that only the demo shop has (its brand, city and areas, a customer of its landing, its contact),
 * in English and Marathi: a live shop's pages and words contain none of them (its tests look).
 */
export const DEMO_FACE_WORDS =
  /FarmCart|फार्मकार्ट|Pune|पुण|Kothrud|कोथरूड|Mulshi|मुळशी|Alphonso|हापूस|Ratnagiri|रत्नागिरी|Sneha|farmcart\.example|4000 1234/;

/** Labels of the demo's face in English and Marathi (English is also the setting of the same key). */
export const DEMO_FACE_TEXTS: Readonly<Record<string, { en: string; mr: string }>> = {
  seoMetaTitle: {
    en: 'FarmCart: farm-fresh groceries delivered in Pune',
    mr: 'FarmCart: पुण्यात घरपोच शेतातील ताजा किराणा',
  },
  seoMetaDescription: {
    en: 'Fruit, vegetables, dairy and staples from local farms, delivered to your door in Pune.',
    mr: 'स्थानिक शेतांतील फळे, भाज्या, दूध-दुभते आणि किराणा, पुण्यात तुमच्या दारापर्यंत.',
  },
  firstScreenHeading: {
    en: 'Farm-fresh groceries in 30 minutes',
    mr: '30 मिनिटांत शेतातून ताजा किराणा',
  },
  firstScreenSubHeading: {
    en: 'Fruit, vegetables, dairy and staples from farms around Pune',
    mr: 'पुण्याच्या आसपासच्या शेतांमधून फळे, भाज्या, दूध आणि धान्य',
  },
  registerSubtitle: {
    en: 'Fresh fruit, vegetables and groceries from farms around Pune.',
    mr: 'पुण्याच्या आसपासच्या शेतांमधून ताजी फळे, भाज्या आणि किराणा.',
  },
  firstRunPictureAlt: {
    en: 'Farm to home in 30 minutes, across Pune, every day from 7 am',
    mr: 'शेतातून घरी 30 मिनिटांत, संपूर्ण पुण्यात, दररोज सकाळी 7 पासून',
  },
  farmVisitTitle: {
    en: 'Visit our farm in Mulshi',
    mr: 'मुळशीतील आमच्या शेताला भेट द्या',
  },
  farmVisitSubTitle: {
    en: 'Spend a weekend morning picking vegetables by the lake.',
    mr: 'धरणाकाठी भाज्या तोडत आठवड्याच्या शेवटची सकाळ घालवा.',
  },
  farmVisitHowKnowOptions: {
    en: 'Friends or family,Instagram,Facebook,WhatsApp,Google search,The FarmCart app,Newspaper,Other',
    mr: 'मित्र किंवा कुटुंब,इंस्टाग्राम,फेसबुक,व्हॉट्सॲप,गूगल शोध,फार्मकार्ट ॲप,वर्तमानपत्र,इतर',
  },
  installPromptText: {
    en: 'Add FarmCart to your home screen',
    mr: 'फार्मकार्ट तुमच्या होम स्क्रीनवर जोडा',
  },
  iosInstallHintText: {
    en: 'Install FarmCart: tap Share, then "Add to Home Screen".',
    mr: 'फार्मकार्ट इन्स्टॉल करा: शेअर दाबा, मग "होम स्क्रीनवर जोडा".',
  },
  plusMembershipTitle: {
    en: 'FarmCart Plus',
    mr: 'फार्मकार्ट प्लस',
  },
  howToJoinText: {
    en: 'Online payment for plans is not switched on yet. Pay at any FarmCart store, or call us: we switch your membership on the same day.',
    mr: 'योजनांसाठी ऑनलाइन पेमेंट अजून सुरू नाही. कोणत्याही फार्मकार्ट दुकानात पैसे भरा किंवा आम्हाला फोन करा: त्याच दिवशी तुमचे सदस्यत्व सुरू होईल.',
  },
  desktopHeading: {
    en: 'Farm-fresh groceries from around Pune, at your door',
    mr: 'पुण्याच्या आसपासच्या शेतांतून ताजा किराणा, तुमच्या दारात',
  },
  desktopSubHeading: {
    en: 'Alphonso from Ratnagiri, vegetables from Mulshi, A2 milk from Aundh. Delivered in 30 minutes.',
    mr: 'रत्नागिरीचा हापूस, मुळशीच्या भाज्या, औंधचे A2 दूध. 30 मिनिटांत घरपोच.',
  },
  desktopAppFrameTitle: {
    en: 'The FarmCart app',
    mr: 'फार्मकार्ट ॲप',
  },
  desktopMenu3Text: {
    en: 'Mango season',
    mr: 'आंब्याचा हंगाम',
  },
  desktopTestimonialsTitle: {
    en: 'What Pune says',
    mr: 'पुणेकर काय म्हणतात',
  },
  desktopTestimonial1Name: {
    en: 'Sneha P., Kothrud',
    mr: 'स्नेहा प., कोथरूड',
  },
  desktopTestimonial1Text: {
    en: 'The methi and kothimbir are fresher than my Sunday market.',
    mr: 'इथली मेथी आणि कोथिंबीर रविवारच्या बाजारापेक्षाही ताजी असते.',
  },
  desktopTestimonial2Name: {
    en: 'Amit K., Baner',
    mr: 'अमित क., बाणेर',
  },
  desktopTestimonial2Text: {
    en: 'Alphonso boxes that actually ripen well. No more guessing.',
    mr: 'हापूसच्या पेट्या खरंच छान पिकतात. आता अंदाज लावायची गरज नाही.',
  },
  desktopTestimonial3Name: {
    en: 'Farida S., Camp',
    mr: 'फरीदा स., कॅम्प',
  },
  desktopTestimonial3Text: {
    en: 'Surmai cleaned exactly how I asked, on time for lunch.',
    mr: 'सुरमई मी सांगितल्याप्रमाणेच साफ केलेली, जेवणाच्या वेळेत मिळाली.',
  },
  desktopTestimonial4Name: {
    en: 'Prakash D., Aundh',
    mr: 'प्रकाश द., औंध',
  },
  desktopTestimonial4Text: {
    en: 'A2 milk in glass bottles every morning. My kids love it.',
    mr: 'रोज सकाळी काचेच्या बाटलीत A2 दूध. मुलांना खूप आवडते.',
  },
  desktopTestimonial5Name: {
    en: 'Neha R., Viman Nagar',
    mr: 'नेहा र., विमान नगर',
  },
  desktopTestimonial5Text: {
    en: 'The membership pays for itself with rice and dal alone.',
    mr: 'फक्त तांदूळ आणि डाळीवरच सदस्यत्वाचे पैसे वसूल होतात.',
  },
  desktopContactAddress: {
    en: 'FarmCart, Sai Plaza, Paud Road, Kothrud, Pune 411038',
    mr: 'फार्मकार्ट, साई प्लाझा, पौड रोड, कोथरूड, पुणे 411038',
  },
  desktopFooterCopyright: {
    en: '© 2026 FarmCart, Pune',
    mr: '© 2026 फार्मकार्ट, पुणे',
  },
};

/** Settings of the demo's face that are not words: its name, contact, links. */
export const DEMO_FACE_VALUES: Readonly<Record<string, string>> = {
  storeName: 'FarmCart',
  // The footer's centre button opens the demo's mango campaign (a fresh shop has none until its
  // editors choose one in the home composer, decision 0317).
  footerCentreLink: '/campaign/mango',
  seoOgTitle: 'FarmCart: farm-fresh groceries',
  seoOgDescription: 'Order Alphonso mangoes, vegetables and dairy from stores near you.',
  seoTwitterTitle: 'FarmCart: farm-fresh groceries',
  seoTwitterDescription: 'Order Alphonso mangoes, vegetables and dairy from stores near you.',
  desktopSocialFacebookLink: 'https://www.facebook.com',
  desktopSocialInstagramLink: 'https://www.instagram.com',
  desktopMenu3Link: '/campaign/mango',
  desktopContactPhone: '+91 20 4000 1234',
  desktopContactEmail: 'hello@farmcart.example',
  desktopFooterColumn1Link1Url: '/category/fruits',
  desktopFooterColumn1Link2Url: '/category/vegetables',
  desktopFooterColumn1Link3Url: '/category/dairy-eggs',
};

function parseLabels(json: string): Record<string, string> {
  const parsed: unknown = JSON.parse(json);
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {};
}

/** Writes the demo's face over the essentials' neutral words, in the seed's transaction. */
export async function writeDemoFace(trx: Transaction<Database>): Promise<void> {
  const settings = {
    ...DEMO_FACE_VALUES,
    ...Object.fromEntries(Object.entries(DEMO_FACE_TEXTS).map(([key, text]) => [key, text.en])),
  };
  for (const [key, value] of Object.entries(settings)) {
    await trx.updateTable('settings').set({ value }).where('key', '=', key).execute();
  }
  const languages = await trx.selectFrom('languages').select(['id', 'code', 'labels']).execute();
  for (const language of languages) {
    if (language.code !== 'en' && language.code !== 'mr') continue;
    const code = language.code;
    const labels = parseLabels(language.labels);
    for (const [key, text] of Object.entries(DEMO_FACE_TEXTS)) labels[key] = text[code];
    await trx
      .updateTable('languages')
      .set({ labels: JSON.stringify(labels) })
      .where('id', '=', language.id)
      .execute();
  }
}
