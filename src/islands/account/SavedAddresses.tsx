// §2 'Select from saved address' (signed-in customers): the saved addresses, at
// most the first 4 in the popup with 'See all' to /search-location, every one on
// that page. Guests, and any failed call (§8: logged only), show nothing.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { callApi } from '../../client/api.ts';
import { chooseSavedAddress, SEARCH_LOCATION_PATH } from '../../client/location-flow.ts';
import { shownTag } from '../../domain/accounts/address-tag.ts';
import { truncateAddress } from '../../domain/text.ts';
import type { Address, StoredDeliveryAddress } from '../../domain/types.ts';
import { $deliveryAddress } from '../../stores/location.ts';
import { $user } from '../../stores/user.ts';
import { Icon, tagIcon } from '../Icon.tsx';
import type { LocationTexts } from '../location/texts.ts';
import { useMounted } from '../use-mounted.ts';

type Texts = Pick<LocationTexts, 'selectSaved' | 'seeAll' | 'noAddress' | 'or' | 'tags'>;

interface ListProps {
  texts: Texts;
  /** At most this many (the popup shows 4, §9); all when absent. */
  limit?: number;
  /** Shown above the block when it shows (the popup's 'or'). */
  separator?: boolean;
  onChosen(address: StoredDeliveryAddress): void;
}

type Loaded = { state: 'loading' } | { state: 'hidden' } | { state: 'loaded'; addresses: Address[] };

export function SavedAddressList({ texts, limit, separator = false, onChosen }: ListProps) {
  const titleId = useId();
  const mounted = useMounted();
  const user = useStore($user);
  const current = useStore($deliveryAddress);
  const signedIn = mounted && user !== null;
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [choosing, setChoosing] = useState<number | null>(null);

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    void callApi('get-addresses', {}).then((answer) => {
      if (!live) return;
      if (!answer.ok) {
        // 401 (session gone) or 404 (calls not there yet): no saved-address block.
        console.warn('Saved addresses unavailable:', answer.error);
        setLoaded({ state: 'hidden' });
        return;
      }
      setLoaded({ state: 'loaded', addresses: answer.value.addresses });
    });
    return () => {
      live = false;
    };
  }, [signedIn]);

  if (!signedIn || loaded.state === 'hidden') return null;

  const choose = async (address: Address) => {
    setChoosing(address.id);
    onChosen(await chooseSavedAddress(address));
  };

  const addresses = loaded.state === 'loaded' ? loaded.addresses : [];
  const shown = limit === undefined ? addresses : addresses.slice(0, limit);
  return (
    <>
      {separator && <p className="loc-or">{texts.or}</p>}
      <section className="loc-saved" aria-labelledby={titleId} aria-busy={loaded.state === 'loading'}>
        <div className="loc-saved-head">
          <h2 id={titleId}>{texts.selectSaved}</h2>
          {limit !== undefined && addresses.length > 0 && <a href={SEARCH_LOCATION_PATH}>{texts.seeAll}</a>}
        </div>
        {loaded.state === 'loading' ? (
          <ul className="loc-results" aria-hidden="true">
            {[0, 1].map((row) => (
              <li key={row} className="loc-result loc-skeleton">
                <span className="loc-result-icon" />
                <span className="loc-skeleton-lines">
                  <span />
                  <span />
                </span>
              </li>
            ))}
          </ul>
        ) : shown.length === 0 ? (
          <p className="loc-none">{texts.noAddress}</p>
        ) : (
          <ul className="loc-results">
            {shown.map((address) => {
              const line = address.house ? `${address.house}, ${address.address}` : address.address;
              const isCurrent =
                current !== null && current.lat === address.latitude && current.lng === address.longitude;
              return (
                <li key={address.id}>
                  <button
                    type="button"
                    className={isCurrent ? 'loc-result current' : 'loc-result'}
                    onClick={() => void choose(address)}
                    aria-busy={choosing === address.id}
                    aria-current={isCurrent ? 'true' : undefined}
                  >
                    <span className="loc-result-icon">
                      {choosing === address.id ? (
                        <span className="loc-spinner" aria-hidden="true" />
                      ) : (
                        <Icon name={tagIcon(address.tag, texts.tags)} size={20} />
                      )}
                    </span>
                    <span className="loc-result-text">
                      <b>{shownTag(address.tag, texts.tags) ?? texts.tags.other}</b>
                      <small>{truncateAddress(line, 30)}</small>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </>
  );
}
