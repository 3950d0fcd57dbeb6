// The store form's own details (decision 0270): name, web address, words and picture, and the
// location typed or found by the customers' geocoder.
import { useId, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { LocationSuggestion } from '../../../domain/api/location.ts';
import {
  ADDRESS_MAX,
  DESCRIPTION_MAX,
  IMAGE_MAX,
  NAME_MAX,
  SLUG_MAX,
  slugFromName,
} from '../../../domain/stores/store-settings.ts';
import { Field, type PartProps } from '../form/store-fields.tsx';
import PictureFromLibrary from '../media/PictureFromLibrary.tsx';
import { useSay } from '../shell/console-words.tsx';
import type { StoreForm } from './store-form.ts';

export function StoreDetails({ form, setForm, errors }: PartProps) {
  const say = useSay();
  const set = <K extends keyof StoreForm>(key: K, value: StoreForm[K]) => setForm((now) => ({ ...now, [key]: value }));

  const setName = (name: string) =>
    setForm((now) => ({ ...now, name, slug: now.slugTyped ? now.slug : slugFromName(name) }));

  return (
    <>
      <fieldset className="s-card st-set">
        <legend>{say('consoleStoreDetails')}</legend>
        <Field label={say('consoleStoreName')} name="name" errors={errors}>
          {(props) => (
            <input {...props} value={form.name} maxLength={NAME_MAX} onChange={(e) => setName(e.currentTarget.value)} />
          )}
        </Field>
        <Field
          label={say('consoleStoreSlug')}
          name="slug"
          errors={errors}
          hint={say('consoleStoreSlugHint', { slug: form.slug || '…' })}
        >
          {(props) => (
            <input
              {...props}
              value={form.slug}
              maxLength={SLUG_MAX}
              autoCapitalize="none"
              spellCheck={false}
              onChange={(e) => setForm((now) => ({ ...now, slug: e.currentTarget.value, slugTyped: true }))}
            />
          )}
        </Field>
        <Field label={say('consoleStoreDescription')} name="description" errors={errors}>
          {(props) => (
            <textarea
              {...props}
              rows={3}
              value={form.description}
              maxLength={DESCRIPTION_MAX}
              onChange={(e) => set('description', e.currentTarget.value)}
            />
          )}
        </Field>
        <Field label={say('consoleStoreAddress')} name="address" errors={errors}>
          {(props) => (
            <input
              {...props}
              value={form.address}
              maxLength={ADDRESS_MAX}
              onChange={(e) => set('address', e.currentTarget.value)}
            />
          )}
        </Field>
        <Field label={say('consoleStorePhone')} name="phone" errors={errors} hint={say('consoleStorePhoneHint')}>
          {(props) => (
            <input
              {...props}
              type="tel"
              autoComplete="off"
              inputMode="tel"
              value={form.phone}
              maxLength={30}
              onChange={(e) => set('phone', e.currentTarget.value)}
            />
          )}
        </Field>
        <Field label={say('consoleStorePicture')} name="image" errors={errors} hint={say('consoleStorePictureHint')}>
          {(props) => (
            <input
              {...props}
              value={form.image}
              maxLength={IMAGE_MAX}
              onChange={(e) => set('image', e.currentTarget.value)}
            />
          )}
        </Field>
        <PictureFromLibrary image={form.image} of="the store" onChoose={(image) => set('image', image)} />
      </fieldset>

      <fieldset className="s-card st-set">
        <legend>{say('consoleStoreLocation')}</legend>
        <PlaceFinder
          onPick={(place) =>
            setForm((now) => ({
              ...now,
              latitude: String(place.latitude),
              longitude: String(place.longitude),
              address: now.address.trim() === '' ? place.formatted_address : now.address,
            }))
          }
        />
        <div className="st-pair">
          <Field label={say('consoleStoreLatitude')} name="latitude" errors={errors}>
            {(props) => (
              <input
                {...props}
                inputMode="decimal"
                value={form.latitude}
                onChange={(e) => set('latitude', e.currentTarget.value)}
              />
            )}
          </Field>
          <Field label={say('consoleStoreLongitude')} name="longitude" errors={errors}>
            {(props) => (
              <input
                {...props}
                inputMode="decimal"
                value={form.longitude}
                onChange={(e) => set('longitude', e.currentTarget.value)}
              />
            )}
          </Field>
        </div>
      </fieldset>
    </>
  );
}

/** Finds a place by the customers' geocoder and fills the coordinates. */
function PlaceFinder({ onPick }: { onPick(place: LocationSuggestion): void }) {
  const [query, setQuery] = useState('');
  const [places, setPlaces] = useState<LocationSuggestion[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const id = useId();
  const say = useSay();

  const find = async () => {
    setMessage(null);
    const answer = await callApi('staff/find-place', { query: query.trim() });
    if (!answer.ok) {
      setPlaces(null);
      setMessage(
        answer.error.fields?.query
          ? say('consoleStoreFindRefused', { reason: answer.error.fields.query })
          : say('consoleStoreFindDown'),
      );
      return;
    }
    setPlaces(answer.value.places);
    if (answer.value.places.length === 0) setMessage(say('consoleStoreFindNone'));
  };

  return (
    <div className="st-finder">
      <label htmlFor={`${id}-q`} className="s-field">
        {say('consoleStoreFindPlace')}
      </label>
      <div className="s-row">
        <input
          id={`${id}-q`}
          className="s-input"
          type="search"
          value={query}
          maxLength={100}
          onChange={(e) => setQuery(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void find();
            }
          }}
        />
        <button type="button" className="s-btn ghost" onClick={() => void find()}>
          {say('consoleStoreFind')}
        </button>
      </div>
      <p className="st-hint" role="status" aria-live="polite">
        {message}
      </p>
      {places && places.length > 0 && (
        <ul className="st-places">
          {places.map((place) => (
            <li key={`${place.latitude},${place.longitude},${place.name}`}>
              <button
                type="button"
                className="st-place"
                onClick={() => {
                  onPick(place);
                  setPlaces(null);
                  setMessage(say('consoleStoreLocationSet', { address: place.formatted_address }));
                }}
              >
                {say('consoleStoreUsePlace', { address: place.formatted_address })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
