// The server's words to the counter about its receipt printer (src/server/said/printing.ts) in
// Marathi. {placeholders} stay.
import type { PRINTING_WORDS } from '../../../said/printing.ts';

export const PRINTING_WORDS_MR: Record<keyof typeof PRINTING_WORDS, string> = {
  saidNoPrinter: 'या दुकानासाठी पावतीचा प्रिंटर ठरवलेला नाही: ब्राउझरमधून छापा, किंवा प्रिंटर ठरवा.',
  saidFieldNoPrinter: 'प्रिंटर ठरवलेला नाही',
  saidPrinterRefused: '{printer} येथील प्रिंटरने जोडणी नाकारली: तो चालू आहे आणि पोर्ट बरोबर आहे का ते पाहा.',
  saidPrinterTimeout:
    '{printer} येथील प्रिंटरने {seconds} सेकंदांत उत्तर दिले नाही: तो चालू आहे आणि दुकानाच्या नेटवर्कवर आहे का ते पाहा.',
  saidPrinterUnreachable: '{printer} येथील प्रिंटरपर्यंत पोहोचता येत नाही ({detail}): त्याचा पत्ता तपासा.',
};
