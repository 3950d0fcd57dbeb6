// The API's own words (src/server/said/edge.ts) in Marathi. {placeholders} stay.
import type { EDGE_WORDS } from '../../../said/edge.ts';

export const EDGE_WORDS_MR: Record<keyof typeof EDGE_WORDS, string> = {
  saidInternal: 'आमच्याकडून काहीतरी चुकले. कृपया पुन्हा प्रयत्न करा.',
  saidWentWrong: 'आमच्याकडून काहीतरी चुकले.',
  saidShopUnavailable: 'दुकान सध्या उत्तर देऊ शकत नाही. कृपया काही सेकंदांनी पुन्हा प्रयत्न करा.',
  saidStartingUp: 'सुरू होत आहे.',
  saidNoSuchCall: '{path} असा API कॉल नाही.',
  saidUsePost: 'JSON बॉडीसह POST वापरा.',
  saidCrossSite: 'दुसऱ्या साइटवरून आलेल्या विनंत्या स्वीकारल्या जात नाहीत.',
  saidSendJson: 'विनंतीची बॉडी application/json म्हणून पाठवा.',
  saidBodyTooLarge: 'विनंतीची बॉडी {n} बाइट्सपेक्षा मोठी आहे.',
  saidBodyTooDeep: 'विनंतीची बॉडी {n} पातळ्यांपेक्षा खोल आहे.',
  saidFieldTooDeep: '{n} पातळ्यांपेक्षा खोल',
  saidBodyNotJson: 'विनंतीची बॉडी वैध JSON नाही.',
  saidFieldNotJson: 'अवैध JSON',
  saidInvalidField: '{field} चुकीचे आहे: {line}',
  saidInvalidRequest: 'विनंती चुकीची आहे.',
  saidFieldNotAccepted: 'हा कॉल हे घेत नाही',
  // A value, the same in every language.
  saidValue: '{value}',
  saidFollowWithGet: 'स्ट्रीम GET ने फॉलो करा.',
  saidNoSuchStream: '{path} असा इव्हेंट स्ट्रीम नाही.',
  saidTooManyScreens: 'इथून खूप लाइव्ह स्क्रीन उघड्या आहेत. एक बंद करून पुन्हा प्रयत्न करा.',
  saidWebhookPost: 'वेबहुक POST ने पाठवले जातात.',
  saidWebhookTooLarge: 'बॉडी खूप मोठी आहे.',
  saidNoSuchProvider: 'अशी पेमेंट सेवा नाही.',
  saidListJoin: '{first}; {rest}',
  saidFieldRequired: 'आवश्यक',
  saidFieldUnknown: 'माहीत नाही',
};
