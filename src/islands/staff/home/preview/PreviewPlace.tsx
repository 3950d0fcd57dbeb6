// The preview of the draft as a customer at a point would see it: one of the shop's places, or a
// latitude and longitude typed. The preview renders the saved draft, so unsaved changes are saved
// first.
import { useState } from 'react';
import { Field } from '../../form/fields.tsx';
import { useSay } from '../../shell/console-words.tsx';
import type { HomeDraft } from '../use-home-draft.ts';

export default function PreviewPlace({ draft }: { draft: HomeDraft }) {
  const say = useSay();
  const { home, dirty, busy } = draft;
  const [place, setPlace] = useState(home.places[0] ? '0' : 'typed');
  const [typed, setTyped] = useState({ lat: '', lng: '' });
  const [previewError, setPreviewError] = useState<string | null>(null);

  const preview = async () => {
    setPreviewError(null);
    let point: { lat: number; lng: number; name: string } | null = null;
    const chosen = place === 'typed' ? null : home.places[Number(place)];
    if (chosen) point = { lat: chosen.lat, lng: chosen.lng, name: chosen.name };
    else {
      const lat = Number(typed.lat);
      const lng = Number(typed.lng);
      if (typed.lat.trim() === '' || typed.lng.trim() === '' || !Number.isFinite(lat) || !Number.isFinite(lng)) {
        setPreviewError(say('consoleHomeTypePoint'));
        return;
      }
      if (Math.abs(lat) > 90 || Math.abs(lng) > 180) {
        setPreviewError(say('consoleHomePointRange'));
        return;
      }
      point = { lat, lng, name: `${lat}, ${lng}` };
    }
    if (dirty && !(await draft.save())) return;
    const query = new URLSearchParams({ lat: String(point.lat), lng: String(point.lng), place: point.name });
    window.location.assign(`/staff/home/preview?${query}`);
  };

  return (
    <section className="s-card hc-preview" aria-labelledby="hc-preview-title">
      <h2 id="hc-preview-title">{say('consoleHomePreview')}</h2>
      <p className="s-muted">{say('consoleHomePreviewHint')}</p>
      <div className="cf-grid">
        <Field id="hc-preview-place" label={say('consoleHomePreviewAt')}>
          {(props) => (
            <select {...props} value={place} onChange={(event) => setPlace(event.currentTarget.value)}>
              {home.places.map((one, index) => (
                <option key={one.name} value={String(index)}>
                  {one.name}
                </option>
              ))}
              <option value="typed">{say('consoleHomePointTyped')}</option>
            </select>
          )}
        </Field>
        {place === 'typed' && (
          <>
            <Field id="hc-preview-lat" label={say('consoleHomeLatitude')} error={previewError ?? undefined}>
              {(props) => (
                <input
                  {...props}
                  inputMode="decimal"
                  value={typed.lat}
                  onChange={(event) => setTyped({ ...typed, lat: event.currentTarget.value })}
                />
              )}
            </Field>
            <Field id="hc-preview-lng" label={say('consoleHomeLongitude')}>
              {(props) => (
                <input
                  {...props}
                  inputMode="decimal"
                  value={typed.lng}
                  onChange={(event) => setTyped({ ...typed, lng: event.currentTarget.value })}
                />
              )}
            </Field>
          </>
        )}
      </div>
      <div className="cf-actions">
        <button type="button" className="s-btn ghost" disabled={busy} onClick={() => void preview()}>
          {say('consoleHomePreviewHere')}
        </button>
      </div>
    </section>
  );
}
