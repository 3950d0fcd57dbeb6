// The way forward when a signed-in customer's saved addresses are all outside the cart's store's
// area (decision 0187): the device's current location (the delivery address the header shows,
// userSetAddress) becomes a saved address without leaving the page: house or flat (required: the
// rider needs it), an optional landmark and a tag, saved with the existing save-address call and
// then chosen. When the store does not serve the device's location either, the customer is
// offered the area search, which comes back to this page.
import { useState, type SubmitEvent } from 'react';
import { callApi } from '../../client/api.ts';
import { clearReported, reportBlank } from '../../client/blank-field.ts';
import { showLoadFailed } from '../../client/load-failed.ts';
import {
  landmarkPhrase,
  PRESET_TAGS,
  type PresetTag,
  presetTagOf,
  storedPreset,
} from '../../domain/accounts/address-tag.ts';
import { fillTemplate } from '../../domain/text.ts';
import type { StoredDeliveryAddress } from '../../domain/types.ts';
import { chooseAddress } from '../../stores/checkout.ts';
import { Icon } from '../Icon.tsx';
import { useTypedValue } from '../use-typed-value.ts';
import type { AddressTexts } from './texts.ts';

interface Props {
  /** The device's delivery address, when the cart's store serves it; else null. */
  device: StoredDeliveryAddress | null;
  storeName: string;
  texts: AddressTexts;
  /** The new address was saved (and chosen): the page reloads the customer's addresses. */
  onSaved(): void;
  /** Why the form is offered, above it; none when the page says it already. */
  why?: string | null;
}

const HOUSE_MAX = 200;

/** The saved house line: the house, then the landmark ("Flat 12, near Kothrud Depot"). */
function houseLine(house: string, landmark: string, near: string): string | null {
  const parts = [house.trim(), landmarkPhrase(landmark, near)];
  const line = parts.filter(Boolean).join(', ').slice(0, HOUSE_MAX);
  return line === '' ? null : line;
}

async function searchAnother(): Promise<void> {
  const flow = await import('../../client/location-flow.ts').catch(() => null);
  if (!flow) {
    showLoadFailed();
    return;
  }
  flow.rememberReturnPath(location.pathname);
  location.assign(flow.SEARCH_LOCATION_PATH);
}

export function DeviceAddressForm({
  device,
  storeName,
  texts,
  onSaved,
  why = fillTemplate(texts.noServedAddress, { store: storeName }),
}: Props) {
  const [house, setHouse, houseRef] = useTypedValue(device?.house ?? '');
  const [landmark, setLandmark, landmarkRef] = useTypedValue();
  // A preset, saved by its English name (§3 Address); the device's own tag when it is one.
  const [tag, setTag] = useState<PresetTag>(presetTagOf(device?.tag, texts.tags) ?? 'home');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || !device) return;
    if (
      !reportBlank(
        event.currentTarget.querySelector<HTMLInputElement>('input[autocomplete="address-line1"]'),
        texts.houseRequired,
      )
    )
      return;
    setSaving(true);
    setError(null);
    const answer = await callApi('save-address', {
      latitude: device.lat,
      longitude: device.lng,
      address: device.address,
      house: houseLine(house, landmark, texts.nearLandmark),
      tag: storedPreset(tag),
    });
    setSaving(false);
    if (!answer.ok) {
      setError(answer.error.message);
      return;
    }
    // The newest address at this point is the one just saved.
    const saved = answer.value.addresses
      .filter((address) => address.latitude === device.lat && address.longitude === device.lng)
      .sort((a, b) => b.id - a.id)[0];
    if (saved) chooseAddress(saved.id);
    onSaved();
  };

  return (
    <div className="device-address">
      {why && (
        <p className="device-address-why" role="note">
          <Icon name="pin" size={18} /> {why}
        </p>
      )}
      {device && (
        <form className="device-address-form" onSubmit={(event) => void save(event)} aria-labelledby="device-title">
          <h3 id="device-title">{texts.useDevice}</h3>
          <p className="device-address-place">{device.address}</p>
          <label className="device-field">
            <span>{texts.house}</span>
            <input
              ref={houseRef}
              value={house}
              placeholder={texts.housePlaceholder}
              autoComplete="address-line1"
              maxLength={120}
              required
              onChange={(event) => {
                clearReported(event.target);
                setHouse(event.target.value);
              }}
            />
          </label>
          <label className="device-field">
            <span>{texts.landmark}</span>
            <input
              ref={landmarkRef}
              value={landmark}
              autoComplete="address-line2"
              maxLength={70}
              onChange={(event) => setLandmark(event.target.value)}
            />
          </label>
          <fieldset className="device-tags">
            <legend>{texts.saveAs}</legend>
            {PRESET_TAGS.map((option) => (
              <label key={option} className="device-tag">
                <input
                  type="radio"
                  name="device-tag"
                  value={storedPreset(option)}
                  checked={tag === option}
                  onChange={() => setTag(option)}
                />
                <span>{texts.tags[option]}</span>
              </label>
            ))}
          </fieldset>
          {error && (
            <p className="bill-error" role="alert">
              <span aria-hidden="true">⚠</span> {error}
            </p>
          )}
          <button type="submit" className="btn device-save" aria-busy={saving}>
            {saving && <span className="spinner small light" aria-hidden="true" />}
            {texts.saveHere}
          </button>
        </form>
      )}
      <button type="button" className="link-button device-search" onClick={() => void searchAnother()}>
        {texts.searchAnother}
      </button>
    </div>
  );
}
