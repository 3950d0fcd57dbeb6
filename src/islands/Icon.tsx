// A line icon in an island, drawn as Icon.astro draws it on the server.
import { ISLAND_ICONS, type IslandIconName } from '../components/icons.ts';
import { type PresetTagNames, presetTagOf } from '../domain/accounts/address-tag.ts';

export function Icon({ name, size = 24, filled = false }: { name: IslandIconName; size?: number; filled?: boolean }) {
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
      <path d={ISLAND_ICONS[name]} fill={filled ? 'currentColor' : undefined} />
    </svg>
  );
}

/** The glyph of an address tag: Home, Work, else a pin. */
export function tagIcon(tag: string | null, names: PresetTagNames): IslandIconName {
  const preset = presetTagOf(tag, names);
  return preset === 'home' || preset === 'work' ? preset : 'pin';
}
