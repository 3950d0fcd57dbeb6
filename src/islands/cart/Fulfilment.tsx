// §1 userSelected: delivery or self-pickup (only what the store offers), and where
// to: a signed-in customer picks one of the saved addresses, and those the store
// does not serve are unclickable with the 'does not deliver' text (§2 Cart page);
// a guest sees the device's delivery address. Self-pickup shows the store.
import { shownTag } from '../../domain/accounts/address-tag.ts';
import type { AddressView } from '../../domain/api/accounts.ts';
import type { StoreInfo } from '../../domain/api/stores.ts';
import { isOperational, isSamePlace, roundKm, straightLineKm } from '../../domain/orders/delivery.ts';
import { fillTemplate, truncateAddress } from '../../domain/text.ts';
import type { FulfilmentMode, StoredDeliveryAddress } from '../../domain/types.ts';
import { useState } from 'react';
import { chooseAddress, setFulfilment } from '../../stores/checkout.ts';
import { Icon } from '../Icon.tsx';
import { DeviceAddressForm } from './DeviceAddressForm.tsx';
import type { CartPageTexts } from './texts.ts';

/** The device's delivery address when the store delivers there (§4 operational check, straight line); else null. */
export function servedDeviceAddress(
  store: Pick<StoreInfo, 'latitude' | 'longitude' | 'delivery_radius_km' | 'is_delivery'> | null,
  device: StoredDeliveryAddress | null,
): StoredDeliveryAddress | null {
  if (!store || !device || store.is_delivery !== 1) return null;
  const km = roundKm(
    straightLineKm({ lat: store.latitude, lng: store.longitude }, { lat: device.lat, lng: device.lng }),
  );
  return isOperational(km, store.delivery_radius_km) ? device : null;
}

/** The header's place when a signed-in customer's order goes elsewhere (placeElsewhere). */
export interface PlaceElsewhere {
  /** The device's delivery address, the place the header names, which the store delivers to. */
  device: StoredDeliveryAddress;
  /** A saved address the store serves at that place, if there is one (then choosing it is enough). */
  match: AddressView | null;
}

/**
 * The header's place, when a signed-in customer's order goes to a saved address that is not that
 * place and the store delivers there too: the cart offers it, checkout says where the order goes
 * (decision 0187). Null otherwise.
 */
export function placeElsewhere(
  store: Parameters<typeof servedDeviceAddress>[0],
  device: StoredDeliveryAddress | null,
  saved: AddressView | null,
  addresses: readonly AddressView[] | null,
): PlaceElsewhere | null {
  if (!saved || !device) return null;
  const here = { lat: device.lat, lng: device.lng };
  if (isSamePlace({ lat: saved.latitude, lng: saved.longitude }, here)) return null;
  const served = servedDeviceAddress(store, device);
  if (!served) return null;
  const match =
    addresses?.find(
      (address) =>
        address.is_operational !== false && isSamePlace({ lat: address.latitude, lng: address.longitude }, here),
    ) ?? null;
  return { device: served, match };
}

/** Signed in with saved addresses, none of which the store delivers to. */
export function onlyUnservedAddresses(addresses: readonly AddressView[] | null): boolean {
  return addresses !== null && addresses.length > 0 && addresses.every((address) => address.is_operational === false);
}

/** The modes the store offers, delivery first. */
function modesOf(store: Pick<StoreInfo, 'is_delivery' | 'is_selfpickup'>): FulfilmentMode[] {
  const modes: FulfilmentMode[] = [];
  if (store.is_delivery === 1) modes.push('DELIVERY');
  if (store.is_selfpickup === 1) modes.push('SELFPICKUP');
  return modes.length > 0 ? modes : ['DELIVERY'];
}

/** The customer's choice when the store offers it, else the store's first mode. */
export function effectiveMode(
  chosen: FulfilmentMode,
  store: Pick<StoreInfo, 'is_delivery' | 'is_selfpickup'> | null,
): FulfilmentMode {
  if (!store) return chosen;
  const modes = modesOf(store);
  return modes.includes(chosen) ? chosen : (modes[0] ?? 'DELIVERY');
}

/** The chosen saved address when the store serves it, else the default, else the first it serves. */
function effectiveAddress(addresses: readonly AddressView[] | null, chosenId: number | null): AddressView | null {
  if (!addresses) return null;
  const served = addresses.filter((address) => address.is_operational !== false);
  return (
    served.find((address) => address.id === chosenId) ??
    served.find((address) => address.is_default) ??
    served[0] ??
    null
  );
}

function AddressLines({ tag, house, address }: { tag: string | null; house: string | null; address: string }) {
  return (
    <span className="address-lines">
      {tag && <span className="address-tag">{tag}</span>}
      <span className="address-text">{[house, truncateAddress(address, 30)].filter(Boolean).join(', ')}</span>
    </span>
  );
}

interface Props {
  store: StoreInfo;
  mode: FulfilmentMode;
  signedIn: boolean;
  addresses: readonly AddressView[] | null;
  addressesLoading: boolean;
  chosen: AddressView | null;
  deviceAddress: StoredDeliveryAddress | null;
  texts: CartPageTexts;
  /** The customer saved the device's location as an address here: reload the addresses. */
  onAddressSaved?: (() => void) | undefined;
}

/**
 * The cart's word when the order goes elsewhere than the header's place: that place, and one tap to
 * deliver there (its saved address chosen, or the place saved as one here).
 */
function Elsewhere({
  elsewhere,
  storeName,
  texts,
  onSaved,
}: {
  elsewhere: PlaceElsewhere;
  storeName: string;
  texts: CartPageTexts['address'];
  onSaved(): void;
}) {
  const [saving, setSaving] = useState(false);
  const { device, match } = elsewhere;
  return (
    <div className="address-elsewhere">
      <p className="address-elsewhere-note" role="note">
        <Icon name="pin" size={18} /> {fillTemplate(texts.elsewhere, { place: truncateAddress(device.address, 30) })}
      </p>
      {saving ? (
        <DeviceAddressForm device={device} storeName={storeName} texts={texts} onSaved={onSaved} why={null} />
      ) : (
        <button
          type="button"
          className="btn btn-outline address-elsewhere-button"
          onClick={() => (match ? chooseAddress(match.id) : setSaving(true))}
        >
          {texts.deliverThere}
        </button>
      )}
    </div>
  );
}

export function Fulfilment({
  store,
  mode,
  signedIn,
  addresses,
  addressesLoading,
  chosen,
  deviceAddress,
  texts,
  onAddressSaved,
}: Props) {
  const modes = modesOf(store);
  const a = texts.address;
  const elsewhere = signedIn ? placeElsewhere(store, deviceAddress, chosen, addresses) : null;
  return (
    <section className="card fulfilment" aria-labelledby="fulfilment-title">
      {/* The question only where there is a choice; a store with one way says which (decision 0195). */}
      <h2 id="fulfilment-title">
        {modes.length > 1 ? texts.fulfilmentTitle : mode === 'SELFPICKUP' ? texts.selfPickup : texts.delivery}
      </h2>
      {modes.length > 1 && (
        <div className="mode-switch" role="radiogroup" aria-labelledby="fulfilment-title">
          {modes.map((option) => (
            <label key={option} className="mode-option">
              <input
                type="radio"
                name="fulfilment"
                checked={mode === option}
                onChange={() => setFulfilment(option)}
                onClick={() => setFulfilment(option)}
              />
              <span className="mode-icon">
                <Icon name={option === 'DELIVERY' ? 'scooter' : 'store'} size={22} />
              </span>
              <span>{option === 'DELIVERY' ? texts.delivery : texts.selfPickup}</span>
            </label>
          ))}
        </div>
      )}
      {mode === 'SELFPICKUP' ? (
        <div className="pickup-store">
          <span className="pickup-icon">
            <Icon name="store" size={22} />
          </span>
          <p className="pickup-title">{fillTemplate(texts.pickupFrom, { store: store.name })}</p>
          <p className="card-note">{store.address}</p>
        </div>
      ) : signedIn && !(addresses && addresses.length === 0) ? (
        <fieldset className="addresses">
          <legend>{a.deliverTo}</legend>
          {addressesLoading && !addresses && <div className="address-skeleton" aria-hidden="true" />}
          {addresses?.map((address) => {
            const served = address.is_operational !== false;
            return (
              <label key={address.id} className={served ? 'address-option' : 'address-option disabled'}>
                <input
                  type="radio"
                  name="address"
                  disabled={!served}
                  checked={chosen?.id === address.id}
                  onChange={() => chooseAddress(address.id)}
                  onClick={() => served && chooseAddress(address.id)}
                />
                <AddressLines
                  tag={shownTag(address.tag, a.tags)}
                  house={address.house || null}
                  address={address.address}
                />
                {!served && (
                  <span className="address-no-service">
                    {a.doesNotDeliver} {shownTag(address.tag, a.tags) ?? truncateAddress(address.address, 25)}
                  </span>
                )}
              </label>
            );
          })}
          {onAddressSaved && elsewhere && (
            <Elsewhere elsewhere={elsewhere} storeName={store.name} texts={a} onSaved={onAddressSaved} />
          )}
          {onAddressSaved && onlyUnservedAddresses(addresses) && (
            <DeviceAddressForm
              device={servedDeviceAddress(store, deviceAddress)}
              storeName={store.name}
              texts={a}
              onSaved={onAddressSaved}
            />
          )}
          <a className="link-button" href="/my-addresses">
            {a.manage}
          </a>
        </fieldset>
      ) : (
        <div className="guest-address">
          <p className="address-label">{a.deliverTo}</p>
          {deviceAddress ? (
            <AddressLines
              tag={shownTag(deviceAddress.tag, a.tags)}
              house={deviceAddress.house}
              address={deviceAddress.address}
            />
          ) : (
            <p className="card-note">{a.noAddress}</p>
          )}
          {signedIn ? (
            <a className="link-button" href="/my-addresses">
              {a.manage}
            </a>
          ) : (
            <p className="card-note">
              {a.guest}{' '}
              {/* Signing in from the cart leads on to checkout, where the order is placed (decision 0321). */}
              <a className="guest-login" href="/login?next=/checkout">
                {a.login}
              </a>
            </p>
          )}
        </div>
      )}
    </section>
  );
}

export interface DeliveryTarget {
  /** The saved address the order goes to. */
  saved: AddressView | null;
  /** The device's stored address, for a customer without saved addresses (or a guest). */
  device: StoredDeliveryAddress | null;
  point: { lat: number; lng: number } | null;
}

/**
 * Where a delivery goes: a guest's, or a customer's without saved addresses, is the device's
 * stored address; otherwise the chosen saved address the store serves (none when it serves none).
 */
export function deliveryTarget(
  signedIn: boolean,
  addresses: readonly AddressView[] | null,
  chosenId: number | null,
  device: StoredDeliveryAddress | null,
): DeliveryTarget {
  const fromDevice = { saved: null, device, point: device ? { lat: device.lat, lng: device.lng } : null };
  if (!signedIn || (addresses !== null && addresses.length === 0)) return fromDevice;
  const saved = effectiveAddress(addresses, chosenId);
  return { saved, device: null, point: saved ? { lat: saved.latitude, lng: saved.longitude } : null };
}
