// The running order's delivery (decision 0243): who brings it (name, vehicle), how far they
// are and when it should arrive, where they are between the store and the customer (a bar
// whose scooter moves with each position; no map script), and the delivery code to give them.
import type { DeliveryTrackingView } from '../../domain/api/delivery.ts';
import { formatShopMoment } from '../../domain/calendar.ts';
import { fillTemplate, firstCharacter } from '../../domain/text.ts';
import { Icon } from '../Icon.tsx';
import type { DeliveryTexts } from './texts.ts';

export function DeliveryPanel({
  delivery,
  texts,
  locale,
}: {
  delivery: DeliveryTrackingView;
  texts: DeliveryTexts;
  locale: string;
}) {
  const { partner, position } = delivery;
  const progress = Math.round((delivery.progress ?? 0) * 100);
  return (
    <section className="delivery-panel" aria-labelledby="delivery-partner-title">
      <div className="delivery-partner">
        <span className="delivery-avatar" aria-hidden="true">
          {firstCharacter(partner.name).toUpperCase()}
        </span>
        <div>
          <p className="delivery-label" id="delivery-partner-title">
            {texts.partner}
          </p>
          <p className="delivery-name">{partner.name}</p>
          <p className="delivery-vehicle">
            <Icon name="scooter" size={16} />
            {partner.vehicle_number}
          </p>
        </div>
      </div>
      <div className="delivery-figures" aria-live="polite">
        {delivery.distance_km !== null && (
          <p>
            <strong>{fillTemplate(texts.away, { km: delivery.distance_km.toFixed(1) })}</strong>
          </p>
        )}
        {delivery.eta_minutes !== null && <p>{fillTemplate(texts.eta, { n: String(delivery.eta_minutes) })}</p>}
        {!position && <p>{texts.waiting}</p>}
      </div>
      {position && (
        <>
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
              <span className="delivery-rider" style={{ left: `${progress}%` }}>
                <Icon name="scooter" size={26} />
              </span>
            </span>
            <span className="delivery-end">
              <Icon name="home" size={22} />
            </span>
          </div>
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
