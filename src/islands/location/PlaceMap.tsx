// /my-location's map when the shop has a tile source (decision 0292): the place found, under a
// pin fixed at the map's centre. Moving the map (a drag, the arrow keys on the focused map) or a
// tap on it brings another point under the pin; the stored place ($geoLocation) becomes that
// point with its reverse-geocoded address, so the form below shows and saves it. Rendered only
// in the browser (client:only), and only on this page: Leaflet reaches no other.
import { useStore } from '@nanostores/react';
import { map as leafletMap, type Map as LeafletMap, tileLayer, control } from 'leaflet';
import { useEffect, useRef } from 'react';
import { addressAt } from '../../client/location-flow.ts';
import type { TileSource } from '../../domain/maps/tiles.ts';
import { $geoLocation, setGeoLocation } from '../../stores/location.ts';
import { Icon } from '../Icon.tsx';
import { adoptCss } from '../../client/adopt-css.ts';
import leafletCss from 'leaflet/dist/leaflet.css?inline';
import mapCss from './place-map.css?inline';

// Leaflet's stylesheet and the map's own come with this code, not in the page's first response
// (decision 0210): the page is sent the same with or without a tile source, and stays in TCP's first round trip.
adoptCss('leaflet', leafletCss);
adoptCss('place-map', mapCss);

/** Street level: a house among its neighbours. */
const ZOOM = 17;
/** Points closer than this (degrees, about a metre) are the same place: no new address asked for. */
const SAME_PLACE = 0.00001;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export default function PlaceMap({ tiles, label }: { tiles: TileSource; label: string }) {
  const geo = useStore($geoLocation);
  const element = useRef<HTMLDivElement>(null);
  const shown = useRef<LeafletMap | null>(null);
  const point = geo?.geometry.location ?? null;

  useEffect(() => {
    const container = element.current;
    const start = $geoLocation.get()?.geometry.location;
    if (!container || !start || shown.current) return;
    const made = leafletMap(container, { scrollWheelZoom: false, attributionControl: false }).setView(
      [start.lat, start.lng],
      ZOOM,
    );
    tileLayer(tiles.url, { maxZoom: 19 }).addTo(made);
    if (tiles.attribution) {
      control.attribution({ prefix: false }).addAttribution(escapeHtml(tiles.attribution)).addTo(made);
    }
    // A tap moves the map so that the tapped point comes under the pin.
    made.on('click', (event) => made.panTo(event.latlng));
    let asked = 0;
    made.on('moveend', () => {
      const centre = made.getCenter();
      const stored = $geoLocation.get()?.geometry.location;
      if (stored && Math.abs(stored.lat - centre.lat) < SAME_PLACE && Math.abs(stored.lng - centre.lng) < SAME_PLACE)
        return;
      const lat = Number(centre.lat.toFixed(6));
      const lng = Number(centre.lng.toFixed(6));
      const ask = ++asked;
      void addressAt({ lat, lng }).then((address) => {
        // A later move's answer wins over an earlier one that came back late.
        if (ask === asked) setGeoLocation(address, lat, lng);
      });
    });
    shown.current = made;
    return () => {
      made.remove();
      shown.current = null;
    };
  }, [tiles.url, tiles.attribution]);

  // The place changed elsewhere (another tab): the map follows.
  useEffect(() => {
    const made = shown.current;
    if (!made || !point) return;
    const centre = made.getCenter();
    if (Math.abs(centre.lat - point.lat) >= SAME_PLACE || Math.abs(centre.lng - point.lng) >= SAME_PLACE) {
      made.setView([point.lat, point.lng], made.getZoom(), { animate: false });
    }
  }, [point]);

  return (
    <div className="place-map-frame">
      <div className="place-map" role="region" aria-label={label} ref={element} />
      <span className="place-map-pin" aria-hidden="true">
        <Icon name="pin" size={40} filled />
      </span>
    </div>
  );
}
