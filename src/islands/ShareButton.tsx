// §2 Top navigation: the native share button, shown only where the browser supports
// sharing. The server renders nothing; after mount the button appears if
// navigator.share exists, so no browser ever sees a button that cannot work.
import { useEffect, useState } from 'react';

interface Props {
  title: string;
  text?: string;
  label: string;
}

export default function ShareButton({ title, text, label }: Props) {
  const [supported, setSupported] = useState(false);
  useEffect(() => setSupported(typeof navigator.share === 'function'), []);
  if (!supported) return null;

  const share = () => {
    // A cancelled share rejects with AbortError: nothing to tell the customer (§8).
    navigator.share({ title, text, url: location.href }).catch(() => undefined);
  };
  return (
    <button type="button" className="icon-link" onClick={share} aria-label={label}>
      <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M12 3v12M7 8l5-5 5 5" />
      </svg>
    </button>
  );
}
