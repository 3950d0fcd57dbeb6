// §2 Address popup: a bottom sheet with 'Use current location', a search box that
// leads to /search-location, and for signed-in customers 'Select from saved
// address' (the first 4, 'See all'). Content 557 px tall (§2 farm form popup).
// Guests see the popular areas in the room the saved addresses would take.
//
// Two uses: the default export opens from a link on the page (the home's location
// header: without JS the link itself goes to /search-location) and reloads the page
// once an address is chosen (§4); other islands (the farm-visit form) render
// LocationSheet themselves with their own title and onChosen.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { callApi } from '../../client/api.ts';
import { SEARCH_LOCATION_PATH } from '../../client/location-flow.ts';
import type { PopularLocation } from '../../domain/api/location.ts';
import { LOCATION_POPUP_HEIGHT_PX, SAVED_ADDRESSES_IN_POPUP } from '../../domain/constants.ts';
import type { StoredDeliveryAddress } from '../../domain/types.ts';
import { $user } from '../../stores/user.ts';
import { Icon } from '../Icon.tsx';
import { PopularAreas } from './LocationSearch.tsx';
import type { LocationTexts } from './texts.ts';
import { SavedAddressList } from '../account/SavedAddresses.tsx';
import { Sheet } from '../Sheet.tsx';
import UseCurrentLocation from './UseCurrentLocation.tsx';
import { adoptCss } from '../../client/adopt-css.ts';
// The popup's styles come with its code, once it is used (client/adopt-css.ts): the pages that show
// these parts at first paint (/search-location, /my-location) have location.css in their document.
import locationCss from './location.css?inline';

adoptCss('location', locationCss);

export interface LocationSheetProps {
  title: string;
  texts: LocationTexts;
  /** The page to come back to after 'Use current location' → /my-location. */
  returnTo?: string;
  onClose(): void;
  /** A saved address was chosen; it is already the stored delivery address. */
  onChosen(address: StoredDeliveryAddress): void;
}

function useGuestPopularAreas(guest: boolean): PopularLocation[] {
  const [places, setPlaces] = useState<PopularLocation[]>([]);
  useEffect(() => {
    if (!guest) return;
    let live = true;
    void callApi('popular-geo-locations', {}).then((answer) => {
      if (live && answer.ok) setPlaces(answer.value);
    });
    return () => {
      live = false;
    };
  }, [guest]);
  return places;
}

export function LocationSheet({ title, texts, returnTo, onClose, onChosen }: LocationSheetProps) {
  const titleId = useId();
  const user = useStore($user);
  const popular = useGuestPopularAreas(user === null);

  return (
    <Sheet open className="loc-sheet" labelledBy={titleId} onClose={onClose}>
      <div className="sheet-body" style={{ height: `min(${LOCATION_POPUP_HEIGHT_PX}px, 88dvh)` }}>
        <div className="sheet-handle" aria-hidden="true" />
        <header className="sheet-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label={texts.close}>
            <Icon name="close" size={20} />
          </button>
        </header>
        <div className="sheet-scroll loc-sheet-scroll">
          <UseCurrentLocation
            text={texts.useCurrentLocation}
            locatingText={texts.locating}
            variant="row"
            returnTo={returnTo}
          />
          <a className="loc-field loc-field-link" href={SEARCH_LOCATION_PATH}>
            <Icon name="search" size={20} />
            <span>{texts.searchPlaceholder}</span>
          </a>
          {user === null ? (
            <PopularAreas title={texts.popularAreas} places={popular} />
          ) : (
            <SavedAddressList texts={texts} limit={SAVED_ADDRESSES_IN_POPUP} separator onChosen={onChosen} />
          )}
        </div>
      </div>
    </Sheet>
  );
}

interface PopupProps {
  /** The id of the link that opens the popup (it keeps its href for visitors without JS). */
  triggerId: string;
  title: string;
  texts: LocationTexts;
}

export default function LocationPopup({ triggerId, title, texts }: PopupProps) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const trigger = document.getElementById(triggerId);
    if (!trigger) return;
    const openPopup = (event: Event) => {
      event.preventDefault();
      setOpen(true);
    };
    trigger.addEventListener('click', openPopup);
    trigger.setAttribute('aria-haspopup', 'dialog');
    return () => trigger.removeEventListener('click', openPopup);
  }, [triggerId]);

  if (!open) return null;
  return (
    <LocationSheet
      title={title}
      texts={texts}
      onClose={() => setOpen(false)}
      // §4 From home: the popup closes and the page reloads with the new address.
      onChosen={() => window.location.reload()}
    />
  );
}
