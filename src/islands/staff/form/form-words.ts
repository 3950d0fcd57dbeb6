// The form layer's own words (decision 0345): its fields sit on every console screen, so its words
// come with every screen's (`consoleForm…`, always picked). A screen whose island gives no words
// (none in a ConsoleWordsProvider) reads them as the release wrote them, in English, never as keys.
import { FORM_WORDS } from '../../../domain/staff/console-words/form.ts';
import { fillTemplate } from '../../../domain/text.ts';
import { useSay } from '../shell/console-words.tsx';

type FormWordKey = keyof typeof FORM_WORDS;

/** Says a form-layer word, its {placeholders} filled in. */
export type FormSay = (key: FormWordKey, values?: Readonly<Record<string, string | number>>) => string;

export function useFormSay(): FormSay {
  const say = useSay();
  return (key, values) => {
    const said = say(key, values);
    if (said !== key) return said;
    return values ? fillTemplate(FORM_WORDS[key], values) : FORM_WORDS[key];
  };
}
