// The translations still to write: languages with no words at all (their readers see the default
// language's), and each line the default language has that another leaves empty, linked to it.
import type { ContentLanguageView } from '../../../../domain/api/staff/content.ts';
import { useSay } from '../../shell/console-words.tsx';
import { fieldId } from '../content-form.ts';
import { useReader } from '../content-reader.tsx';
import type { Words } from '../use-content-draft.ts';

interface Props {
  languages: readonly ContentLanguageView[];
  defaultLanguage: string;
  words(code: string): Words | undefined;
}

export default function MissingTranslations({ languages, defaultLanguage, words }: Props) {
  const say = useSay();
  const { languageName } = useReader();
  const missing = languages.filter((language) => !language.is_default && words(language.code) === undefined);
  const emptyInOthers = languages
    .filter((language) => !language.is_default && words(language.code) !== undefined)
    .flatMap((language) => {
      const own = words(language.code) ?? {};
      const base = words(defaultLanguage) ?? {};
      return Object.entries(base)
        .filter(
          ([field, value]) =>
            typeof value === 'string' && value.trim() !== '' && String(own[field] ?? '').trim() === '',
        )
        .map(([field]) => ({ code: language.code, field }));
    });
  return (
    <section className="ct-panel" aria-labelledby="ct-missing-heading">
      <h2 id="ct-missing-heading">{say('consoleContentMissingTranslations')}</h2>
      {missing.length === 0 && emptyInOthers.length === 0 ? (
        <p className="s-muted">{say('consoleContentEveryLanguage')}</p>
      ) : (
        <ul>
          {missing.map((language) => (
            <li key={language.code}>{say('consoleContentNotWritten', { language: languageName(language.code) })}</li>
          ))}
          {emptyInOthers.map(({ code, field }) => (
            <li key={`${code}-${field}`}>
              <a href={`#${fieldId(`words.${code}.${field}`)}`}>
                {languageName(code)}: {field.replaceAll('_', ' ')}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
