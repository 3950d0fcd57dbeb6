// The running order's delivery (decisions 0243, 0292): who brings it (name, the vehicle they
// ride, drawn as it is), how far they are and when it should arrive (as text, for everyone), a
// call to the rider and to the store, where they are between the store and the customer — on a
// live map of the shop's tile source when one is configured (TrackingMap, loaded only then),
// else on a bar whose vehicle moves with each position — and the delivery code to give them.
import { lazy, Suspense, useEffect, useState } from 'react';
import { displayPhone } from '../../domain/accounts/phone.ts';
import type { DeliveryTrackingView } from '../../domain/api/delivery.ts';
import { formatShopMoment } from '../../domain/calendar.ts';
import type { TileSource } from '../../domain/maps/tiles.ts';
import { fillTemplate, firstCharacter } from '../../domain/text.ts';
import { Icon } from '../Icon.tsx';
import { Glyph, PHONE_GLYPH, UNKNOWN_VEHICLE, VEHICLE_GLYPHS } from './glyphs.tsx';
import type { DeliveryTexts } from './texts.ts';

const TrackingMap = lazy(() => import('./TrackingMap.tsx'));

export function DeliveryPanel({
  delivery,
  texts,
  locale,
  tiles = null,
}: {
  delivery: DeliveryTrackingView;
  texts: DeliveryTexts;
  locale: string;
  /** The shop's map tiles, or null: the bar instead of a map. */
  tiles?: TileSource | null;
}) {
  const { partner, position, store } = delivery;
  const progress = Math.round((delivery.progress ?? 0) * 100);
  const vehicle = VEHICLE_GLYPHS[partner.vehicle_type ?? UNKNOWN_VEHICLE];
  // The map needs the browser (Leaflet reads the window as it loads): drawn once the island runs.
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  const bar = position && (
    <div
      className="delivery-route"
      role="img"
      aria-label={`${fillTemplate(texts.route, { name: partner.name })}: ${progress}%`}
    >
      <span className="delivery-end">
        <Icon name="store" size={22} />
      </span>
      <span className="delivery-track">
        <span className="delivery-done" style={{ width: `${progress}%` }} />
        <span className="delivery-rider" data-vehicle={partner.vehicle_type} style={{ left: `${progress}%` }}>
          <Glyph path={vehicle} size={26} />
        </span>
      </span>
      <span className="delivery-end">
        <Icon name="home" size={22} />
      </span>
    </div>
  );
  return (
    <section className="delivery-panel" aria-labelledby="delivery-partner-title">
      <div className="delivery-partner">
        <span className="delivery-avatar" aria-hidden="true">
          {firstCharacter(partner.name).toUpperCase()}
        </span>
        <div>
          <p className="delivery-label" id="delivery-partner-title">
            {delivery.carrier === 'store_rider' ? texts.storeRider : texts.partner}
          </p>
          <p className="delivery-name">{partner.name}</p>
          {partner.vehicle_type !== null && (
            <p className="delivery-vehicle" data-vehicle={partner.vehicle_type}>
              <Glyph path={vehicle} size={16} />
              {[texts.vehicle[partner.vehicle_type], partner.vehicle_number].filter(Boolean).join(' · ')}
            </p>
          )}
        </div>
      </div>
      <div className="delivery-calls">
        {partner.phone !== '' && (
          <a className="delivery-call" href={`tel:${partner.phone}`}>
            <Glyph path={PHONE_GLYPH} size={18} />
            <span>
              {texts.callRider}
              <small>{displayPhone(partner.phone)}</small>
            </span>
          </a>
        )}
        {store.phone !== '' && (
          <a className="delivery-call" href={`tel:${store.phone}`}>
            <Glyph path={PHONE_GLYPH} size={18} />
            <span>
              {texts.callStore}
              <small>{displayPhone(store.phone)}</small>
            </span>
          </a>
        )}
      </div>
      <div className="delivery-figures" aria-live="polite">
        {delivery.distance_km !== null && (
          <p>
            <strong>{fillTemplate(texts.away, { km: delivery.distance_km.toFixed(1) })}</strong>
          </p>
        )}
        {delivery.eta_minutes !== null && <p>{fillTemplate(texts.eta, { n: String(delivery.eta_minutes) })}</p>}
        {/* A store's own rider shares no position (decision 0314): nothing to wait for. */}
        {!position && partner.vehicle_type !== null && <p>{texts.waiting}</p>}
      </div>
      {position && (
        <>
          {tiles && inBrowser ? (
            <Suspense fallback={<div className="tracking-map" />}>
              <TrackingMap
                tiles={tiles}
                delivery={delivery}
                label={fillTemplate(texts.map, { store: store.name, name: partner.name })}
                homeLabel={texts.yourAddress}
              />
            </Suspense>
          ) : tiles ? (
            <div className="tracking-map" />
          ) : (
            bar
          )}
          <p className="delivery-seen">
            {fillTemplate(texts.seen, { time: formatShopMoment(position.at, locale, 'time') })} ·{' '}
            <a
              href={`https://www.google.com/maps/search/?api=1&query=${position.latitude},${position.longitude}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {texts.openMap}
            </a>
          </p>
        </>
      )}
      {delivery.delivery_code && (
        <div className="delivery-code">
          <p className="delivery-label">{texts.code}</p>
          <p className="delivery-digits">{delivery.delivery_code}</p>
          <p>{fillTemplate(texts.codeNote, { name: partner.name })}</p>
        </div>
      )}
    </section>
  );
}
