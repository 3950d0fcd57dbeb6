// The running order's own line glyphs (24-unit grid, 2 px round stroke, as Icon draws): the
// partner's vehicle, drawn as they ride it (a bicycle rider is not shown a scooter), and the
// phone of the call buttons. Kept here rather than in ISLAND_ICONS, which every island ships.
import type { VehicleType } from '../../domain/staff/delivery-partners.ts';

export const VEHICLE_GLYPHS: Record<VehicleType, string> = {
  bicycle:
    'M5.5 20.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM18.5 20.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM5.5 17H12l4-7H9zM9 10V7.5M7.5 7.5h3M16 10l2.5 7M16 10l-.8-4H13.5',
  scooter: 'M5 17a2 2 0 1 0 0 .01M18 17a2 2 0 1 0 0 .01M7 17h8l2-5h-4l-2-5H8M14 7h3l2 5',
  motorbike:
    'M5 20a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 20a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.5 17h6l2-4H7zM7 13l-2 4M16.5 13l2.5 4M4 10.5h5l1 2.5M10 10h5l1.5 3M15 10l1-3h2.5',
};

/** A store's own rider's vehicle is not recorded (decision 0314): a scooter stands for "on its way". */
export const UNKNOWN_VEHICLE: VehicleType = 'scooter';

export const PHONE_GLYPH = 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2';

/** One glyph as an <svg> element's markup (the map's markers are HTML, not React). */
export function glyphMarkup(path: string, size: number): string {
  return `<svg width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="${path}"/></svg>`;
}

export function Glyph({ path, size = 24 }: { path: string; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
