// §2/§4 'Use current location': the device position (5 s timeout), reverse
// geocoded, stored, then /my-location; denial or timeout alerts the configured
// gpsAccessNotGrantedMsg. The spinner sits on the button while it works.
import { useState } from 'react';
import { locateAndConfirm } from '../../client/location-flow.ts';
import { Icon } from '../Icon.tsx';
import { useMounted } from '../use-mounted.ts';

interface Props {
  text: string;
  locatingText: string;
  /** 'primary': the first-run screen's big button; 'row': a line in a list (popup, search screen). */
  variant?: 'primary' | 'row';
  /** The page to come back to after confirming the address (the farm form, an item page). */
  returnTo?: string;
}

/** Disabled until hydrated: a tap before then would do nothing. */
export default function UseCurrentLocation({ text, locatingText, variant = 'primary', returnTo }: Props) {
  const mounted = useMounted();
  const [busy, setBusy] = useState(false);

  const locate = async () => {
    if (busy) return;
    setBusy(true);
    const moving = await locateAndConfirm({ returnTo });
    // On success the page is already leaving for /my-location: keep the spinner.
    if (!moving) setBusy(false);
  };

  return (
    <>
      <button
        type="button"
        className={`loc-current loc-current-${variant}`}
        onClick={locate}
        aria-busy={busy}
        disabled={!mounted}
      >
        <span className="loc-current-icon">
          {busy ? <span className="loc-spinner" aria-hidden="true" /> : <Icon name="locate" size={22} />}
        </span>
        <span className="loc-current-text">{text}</span>
        {variant === 'row' && <Icon name="chevron" size={18} />}
      </button>
      <p className="loc-status" role="status">
        {busy ? locatingText : ''}
      </p>
    </>
  );
}
