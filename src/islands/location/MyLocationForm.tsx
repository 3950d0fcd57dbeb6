// §2 /my-location: confirm the place found (the stored geolocation), add the
// house or flat and a tag, then 'Save and continue' stores the delivery address
// (userSetAddress, mirrored to the `loc` cookie) and goes home, or back to the
// remembered page (§4) when a store serves the place. A place no store serves is
// still saved: the home then shows the no-service screen. Come from the address
// book ('Add new address'), the place is added to the account with its house
// (required there) and the device keeps the place it browses (decision 0228).
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { callApi } from '../../client/api.ts';
import { clearReported, reportBlank } from '../../client/blank-field.ts';
import { type PresetTag, type PresetTagNames, storedPreset, storedTag } from '../../domain/accounts/address-tag.ts';
import { ADDRESSES_PATH } from '../../client/account.ts';
import { peekReturnPath, SEARCH_LOCATION_PATH, takeReturnPath } from '../../client/location-flow.ts';
import type { StoredDeliveryAddress } from '../../domain/types.ts';
import { $deliveryAddress, $geoLocation, setDeliveryAddress } from '../../stores/location.ts';
import { $user } from '../../stores/user.ts';
import type { IslandIconName } from '../../components/icons.ts';
import { Icon } from '../Icon.tsx';
import { placeLines } from './texts.ts';
import { useMounted } from '../use-mounted.ts';
import { useTypedValue } from '../use-typed-value.ts';
import { completePendingAdd } from '../../client/add-flow.ts';

export interface MyLocationTexts {
  houseLabel: string;
  housePlaceholder: string;
  /** Said on the house field when it holds only spaces where a house is required. */
  houseRequired: string;
  saveAs: string;
  /** §3 Address: the preset tags in the page's language. */
  tags: PresetTagNames;
  saveAndContinue: string;
  change: string;
}

const HOUSE_MAX = 200;

function Skeleton() {
  return (
    <div className="loc-confirm" aria-hidden="true">
      <div className="loc-place loc-skeleton">
        <span className="loc-place-pin" />
        <span className="loc-skeleton-lines">
          <span />
          <span />
        </span>
      </div>
    </div>
  );
}

export default function MyLocationForm({ texts }: { texts: MyLocationTexts }) {
  const mounted = useMounted();
  const geo = useStore($geoLocation);
  const houseId = useId();
  const tags: { preset: PresetTag; icon: IslandIconName }[] = [
    { preset: 'home', icon: 'home' },
    { preset: 'work', icon: 'work' },
    { preset: 'other', icon: 'pin' },
  ];
  const [house, setHouse, houseRef] = useTypedValue();
  // What is saved: a preset by its English name, or a tag the place was saved with before.
  const [tag, setTag] = useState(storedPreset('home'));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Come from the address book (signed in): the place is added to the account, and a house is asked for.
  const [forBook, setForBook] = useState(false);

  useEffect(() => {
    if (!mounted) return;
    setForBook(peekReturnPath() === ADDRESSES_PATH && $user.get() !== null);
    if (!geo) {
      window.location.replace(SEARCH_LOCATION_PATH);
      return;
    }
    // Confirming the place already chosen again: start from its house and tag.
    const current = $deliveryAddress.get();
    const point = geo.geometry.location;
    if (current && current.lat === point.lat && current.lng === point.lng) {
      setHouse(current.house ?? '');
      if (current.tag) setTag(storedTag(current.tag, texts.tags));
    }
  }, [mounted, geo, setHouse, texts.tags]);

  if (!mounted || !geo) return <Skeleton />;

  const [locality, rest] = placeLines(geo.formatted_address);
  const { lat, lng } = geo.geometry.location;

  /** The place as one of the account's saved addresses. */
  const saveToAccount = (chosen: StoredDeliveryAddress) =>
    callApi('save-address', { latitude: lat, longitude: lng, address: chosen.address, house: chosen.house, tag });

  const addToBook = async (chosen: StoredDeliveryAddress) => {
    const saved = await saveToAccount(chosen);
    if (!saved.ok) {
      setError(saved.error.message);
      setSaving(false);
      return;
    }
    // The device keeps the place it browses; one that had none takes this one.
    if ($deliveryAddress.get() === null) setDeliveryAddress(chosen);
    takeReturnPath();
    window.location.assign(ADDRESSES_PATH);
  };

  const save = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    if (
      forBook &&
      !reportBlank(
        event.currentTarget.querySelector<HTMLInputElement>('input[autocomplete="address-line1"]'),
        texts.houseRequired,
      )
    )
      return;
    setSaving(true);
    setError(null);
    const before = $deliveryAddress.get();
    const chosen = { lat, lng, address: geo.formatted_address, house: house.trim() || null, tag };
    if (forBook) {
      await addToBook(chosen);
      return;
    }
    setDeliveryAddress(chosen);
    // Signed in: a changed address is saved to the account too (decision 0109).
    if ($user.get() !== null && JSON.stringify(before) !== JSON.stringify(chosen)) {
      const saved = await saveToAccount(chosen);
      if (!saved.ok) console.warn('Could not save the address to the account:', saved.error);
    }
    const returnTo = takeReturnPath();
    const served = await callApi('check-operational-service', {
      latitude: lat,
      longitude: lng,
    });
    if (!served.ok) console.warn('Operational-service check failed:', served.error);
    const operational = served.ok && served.value.is_operational;
    // An Add that waited for this address goes into the cart before the page it came from shows again.
    if (returnTo !== null && operational) await completePendingAdd(returnTo);
    window.location.assign(returnTo !== null && operational ? returnTo : '/');
  };

  return (
    <form className="loc-confirm" onSubmit={(event) => void save(event)}>
      <div className="loc-place">
        <span className="loc-place-pin">
          <Icon name="pin" size={22} />
        </span>
        <p className="loc-place-text" aria-live="polite">
          <b>{locality}</b>
          <span>{rest}</span>
        </p>
        <a className="loc-change" href={SEARCH_LOCATION_PATH}>
          {texts.change}
        </a>
      </div>

      <div className="loc-input">
        <label htmlFor={houseId}>{texts.houseLabel}</label>
        <input
          id={houseId}
          ref={houseRef}
          value={house}
          placeholder={texts.housePlaceholder}
          autoComplete="address-line1"
          maxLength={HOUSE_MAX}
          required={forBook}
          onChange={(event) => {
            clearReported(event.target);
            setHouse(event.target.value);
          }}
        />
      </div>

      <fieldset className="loc-tags">
        <legend>{texts.saveAs}</legend>
        <div>
          {tags.map((option) => (
            <label key={option.preset} className="loc-tag">
              <input
                type="radio"
                name="tag"
                value={storedPreset(option.preset)}
                checked={tag === storedPreset(option.preset)}
                onChange={() => setTag(storedPreset(option.preset))}
              />
              <Icon name={option.icon} size={18} />
              {texts.tags[option.preset]}
            </label>
          ))}
        </div>
      </fieldset>

      {error && (
        <p className="loc-error" role="alert">
          {error}
        </p>
      )}

      <div className="loc-submit">
        <button type="submit" className="btn" aria-busy={saving}>
          {saving && <span className="loc-spinner" aria-hidden="true" />}
          {texts.saveAndContinue}
        </button>
      </div>
    </form>
  );
}
