// The running order's live map (decision 0292): the store, the rider and the home on tiles of
// the shop's tile source (MAP_TILE_URL), the rider's marker moving with each position the page
// is sent. Loaded by DeliveryPanel with a dynamic import only when a tile source is configured
// and a position is known, so Leaflet (about 42 KB gzipped with its stylesheet) reaches no other
// page. The map adds nothing a screen reader needs: the distance and the ETA stay as text beside
// it, and the map is a labelled region whose markers are not focusable.
import {
  control,
  type DivIcon,
  divIcon,
  latLngBounds,
  type Map as LeafletMap,
  map,
  type Marker,
  marker,
  tileLayer,
} from 'leaflet';
import { useEffect, useRef } from 'react';
import type { DeliveryTrackingView } from '../../domain/api/delivery.ts';
import type { TileSource } from '../../domain/maps/tiles.ts';
import { ISLAND_ICONS } from '../../components/icons.ts';
import { glyphMarkup, UNKNOWN_VEHICLE, VEHICLE_GLYPHS } from './glyphs.tsx';
import { adoptCss } from '../../client/adopt-css.ts';
import leafletCss from 'leaflet/dist/leaflet.css?inline';
import mapCss from './tracking-map.css?inline';

// Leaflet's stylesheet and the map's own come with this code, not in the page's first response
// (decision 0210): the page is sent the same with or without a tile source, and stays in TCP's first round trip.
adoptCss('leaflet', leafletCss);
adoptCss('tracking-map', mapCss);

type Place = { latitude: number; longitude: number };

/** Markup as text (the attribution is HTML to Leaflet; the shop's configuration names plain text). */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function pinIcon(kind: 'store' | 'home' | 'rider', glyph: string): DivIcon {
  return divIcon({
    className: `tracking-pin tracking-pin-${kind}`,
    html: glyphMarkup(glyph, kind === 'rider' ? 22 : 20),
    iconSize: [36, 36],
    iconAnchor: [18, 18],
  });
}

const at = (place: Place): [number, number] => [place.latitude, place.longitude];

export default function TrackingMap({
  tiles,
  delivery,
  label,
  homeLabel,
}: {
  tiles: TileSource;
  delivery: DeliveryTrackingView;
  label: string;
  homeLabel: string;
}) {
  const element = useRef<HTMLDivElement>(null);
  const shown = useRef<{ map: LeafletMap; rider: Marker } | null>(null);
  const { store, home, position, partner } = delivery;
  const rider = position ?? store;

  // The map is made once; the rider's marker moves after.
  // biome-ignore lint/correctness/useExhaustiveDependencies: made once, with the first positions; later ones move the marker below.
  useEffect(() => {
    const container = element.current;
    if (!container) return;
    const made = map(container, { scrollWheelZoom: false, zoomSnap: 0.5, attributionControl: false });
    tileLayer(tiles.url, { maxZoom: 19 }).addTo(made);
    // The tile source's credit alone: Leaflet's prefix would be a link to its site, a tiny tap target.
    if (tiles.attribution) {
      control.attribution({ prefix: false }).addAttribution(escapeHtml(tiles.attribution)).addTo(made);
    }
    const options = { keyboard: false, interactive: false };
    marker(at(store), { ...options, icon: pinIcon('store', ISLAND_ICONS.store), title: store.name }).addTo(made);
    marker(at(home), { ...options, icon: pinIcon('home', ISLAND_ICONS.home), title: homeLabel }).addTo(made);
    const riding = marker(at(rider), {
      ...options,
      icon: pinIcon('rider', VEHICLE_GLYPHS[partner.vehicle_type ?? UNKNOWN_VEHICLE]),
      title: partner.name,
      zIndexOffset: 1000,
    }).addTo(made);
    made.fitBounds(latLngBounds([at(store), at(home), at(rider)]), { padding: [28, 28], maxZoom: 16 });
    shown.current = { map: made, rider: riding };
    return () => {
      made.remove();
      shown.current = null;
    };
  }, []);

  const [riderLat, riderLng] = at(rider);
  const [storeLat, storeLng] = at(store);
  const [homeLat, homeLng] = at(home);
  useEffect(() => {
    const current = shown.current;
    if (!current) return;
    const riderAt: [number, number] = [riderLat, riderLng];
    current.rider.setLatLng(riderAt);
    // The rider rode out of view: all three in view again.
    if (!current.map.getBounds().contains(riderAt)) {
      const bounds = latLngBounds([[storeLat, storeLng], [homeLat, homeLng], riderAt]);
      current.map.fitBounds(bounds, { padding: [28, 28], maxZoom: 16 });
    }
  }, [riderLat, riderLng, storeLat, storeLng, homeLat, homeLng]);

  return <div className="tracking-map" role="region" aria-label={label} ref={element} />;
}
