// The console's words for the receipt printer's panel above the queue, and the receipt page's buttons, in Marathi (decision 0345): every key of the
// English group has its word here (the type says so).
import type { PRINTER_WORDS } from '../../../../domain/staff/console-words/printer.ts';
import type { WordsOf } from '../../../../domain/staff/console-words/words-of.ts';

export const PRINTER_WORDS_MR: WordsOf<typeof PRINTER_WORDS> = {
  consoleReceiptBack: 'ऑर्डरकडे परत',
  consoleReceiptPrint: 'छापा ({width} mm)',
  consoleReceiptOnPrinter: 'पावती प्रिंटरवर छापा',
  consoleReceiptNoPrinter: 'या दुकानासाठी पावती प्रिंटर ठरवलेला नाही: ब्राउझरमधून छापा.',
  consoleReceiptLines: '{order} च्या ओळी',
  consoleReceiptNone: 'अशी पावती नाही',
  consoleReceiptNoneNote: 'ही ऑर्डर तुम्ही काम करता त्या दुकानाची नाही, किंवा हा पत्ता ऑर्डरचा नाही.',
  consoleReceiptSent: '{printer} येथील प्रिंटरकडे पाठवली.',
  consolePrinters: 'पावती प्रिंटर',
  consolePrinter: 'पावती प्रिंटर',
  consolePrinterBrowserOnly: 'फक्त ब्राउझर',
  consolePrinterPaper: '{width} मिमी',
  consolePrinterPrintsOnAccept: 'स्वीकारताच छापतो',
  consolePrinterTest: 'चाचणी छपाई',
  consolePrinterNone: 'नेटवर्क प्रिंटर नाही: पावत्या ब्राउझरमधून छापल्या जातात.',
  consolePrinterTestSent: 'चाचणी पान पाठवले: ते आता छापून कापले जाईल.',
  consolePrinterSaved: 'प्रिंटर जतन केला.',
  consolePrinterOf: '{store} चा प्रिंटर',
  consolePrinterAddress: 'प्रिंटरचा पत्ता (IP किंवा नाव; रिकामा: फक्त ब्राउझर)',
  consolePrinterPort: 'पोर्ट (बहुतेक प्रिंटर: {port})',
  consolePrinterPaperWidth: 'कागदाची रुंदी',
  consolePrinterAutoPrint: 'ऑर्डर स्वीकारताच पावती छापा',
  consolePrinterSave: 'प्रिंटर जतन करा',
};
