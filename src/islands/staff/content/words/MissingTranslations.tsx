// The translations still to write: languages with no words at all (their readers see the default
// language's), and each line the default language has that another leaves empty, linked to it.
import type { ContentLanguageView } from '../../../../domain/api/staff/content.ts';
import { englishName, fieldId } from '../content-form.ts';
import type { Words } from '../use-content-draft.ts';

interface Props {
  languages: readonly ContentLanguageView[];
  defaultLanguage: string;
  words(code: string): Words | undefined;
}

export default function MissingTranslations({ languages, defaultLanguage, words }: Props) {
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
      <h2 id="ct-missing-heading">Missing translations</h2>
      {missing.length === 0 && emptyInOthers.length === 0 ? (
        <p className="s-muted">Every language has its words.</p>
      ) : (
        <ul>
          {missing.map((language) => (
            <li key={language.code}>{englishName(language.code)}: not written (customers see the default language)</li>
          ))}
          {emptyInOthers.map(({ code, field }) => (
            <li key={`${code}-${field}`}>
              <a href={`#${fieldId(`words.${code}.${field}`)}`}>
                {englishName(code)}: {field.replaceAll('_', ' ')}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
