// The member's own choice of the console's language (decision 0345), in the console's bar: saved
// for their account, then the page is read again in it. Each language is named in itself.
import { useState } from 'react';
import { callApi } from '../../../client/api.ts';

interface Props {
  /** The chooser's label in the member's current language. */
  label: string;
  current: string;
  languages: readonly { code: string; name: string }[];
}

export default function ConsoleLanguage({ label, current, languages }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const choose = async (language: string) => {
    setBusy(true);
    setError(null);
    const saved = await callApi('staff/console-language', { language });
    if (saved.ok) {
      window.location.reload();
      return;
    }
    setBusy(false);
    setError(saved.error.fields?.language ?? saved.error.message);
  };
  return (
    <label className="staff-language">
      <span>{label}</span>
      <select
        value={current}
        disabled={busy}
        aria-busy={busy}
        aria-invalid={error !== null}
        onChange={(event) => void choose(event.currentTarget.value)}
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name}
          </option>
        ))}
      </select>
      {error !== null && (
        <span className="staff-language-error" role="alert">
          {error}
        </span>
      )}
    </label>
  );
}
