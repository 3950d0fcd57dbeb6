// Where a slide leads (decision 0283), chosen, never typed: a campaign or info page from the
// server's list, a category, item or store found by name, or a screen of the app; in a campaign
// style, none (the campaign home page).
import { useState } from 'react';
import type { HomeReferenceLists, HomeThingView } from '../../../../domain/api/staff/home.ts';
import { APP_SCREENS, CAMPAIGN_HOME_STYLES, type SlideLink } from '../../../../domain/home/home-composition.ts';
import { Field } from '../../form/fields.tsx';
import type { ConsoleWordKey } from '../../../../domain/staff/console-words.ts';
import { useSay } from '../../shell/console-words.tsx';
import ThingSearch from '../ThingSearch.tsx';

type LinkKind = SlideLink['kind'] | 'none';

const KIND_LABELS: Record<LinkKind, ConsoleWordKey> = {
  campaign: 'consoleHomeLinkCampaign',
  page: 'consoleHomeLinkPage',
  category: 'consoleHomeLinkCategory',
  item: 'consoleHomeLinkItem',
  store: 'consoleHomeLinkStore',
  screen: 'consoleHomeLinkScreen',
  none: 'consoleHomeLinkNone',
};

/** A thing a slide may lead to: none chosen yet, and the search that finds one. */
const THING_WORDS = {
  category: { none: 'consoleHomeNoCategoryChosen', find: 'consoleHomeFindCategoryLink' },
  item: { none: 'consoleHomeNoItemChosen', find: 'consoleHomeFindItemLink' },
  store: { none: 'consoleHomeNoStoreChosen', find: 'consoleHomeFindStoreLink' },
} as const satisfies Record<string, Record<string, ConsoleWordKey>>;

interface Props {
  /** The id of the field naming the link ("hc-sliders-0-slides-2-link"). */
  linkId: string;
  link: SlideLink | null;
  style: string;
  references: HomeReferenceLists;
  error: string | undefined;
  onLink(link: SlideLink | null): void;
  onFound(kind: 'item' | 'category' | 'store', thing: HomeThingView): void;
}

export default function SlideLinkChoice({ linkId, link, style, references, error, onLink, onFound }: Props) {
  const say = useSay();
  const [kind, setKind] = useState<LinkKind>(link?.kind ?? 'none');
  const kinds: LinkKind[] = [
    'campaign',
    'page',
    'category',
    'item',
    'store',
    'screen',
    ...(CAMPAIGN_HOME_STYLES.includes(style) ? (['none'] as const) : []),
  ];

  const chooseKind = (next: LinkKind) => {
    setKind(next);
    if (next === 'campaign') onLink({ kind: 'campaign', slug: references.campaigns[0] ?? '' });
    else if (next === 'page') onLink({ kind: 'page', slug: references.pages[0] ?? '' });
    else if (next === 'screen') onLink({ kind: 'screen', path: APP_SCREENS[0] });
    else onLink(null);
  };

  const thingName = (link: SlideLink | null): string | null => {
    if (link === null || !('id' in link)) return null;
    const list =
      link.kind === 'item' ? references.items : link.kind === 'category' ? references.categories : references.stores;
    const thing = list.find((one) => one.id === link.id);
    if (!thing) return `#${link.id}`;
    const name = `${thing.name}${thing.store_name ? ` (${thing.store_name})` : ''}`;
    return thing.archived ? say('consoleHomeArchived', { name }) : name;
  };

  return (
    <div className="cf-wide hc-link">
      <Field id={`${linkId}-kind`} label={say('consoleHomeLeadsTo')} error={error}>
        {(props) => (
          <select {...props} value={kind} onChange={(event) => chooseKind(event.currentTarget.value as LinkKind)}>
            {kinds.map((one) => (
              <option key={one} value={one}>
                {say(KIND_LABELS[one])}
              </option>
            ))}
          </select>
        )}
      </Field>
      {link?.kind === 'campaign' && (
        <Field id={linkId} label={say('consoleHomeCampaign')}>
          {(props) => (
            <select
              {...props}
              value={link?.kind === 'campaign' ? link.slug : ''}
              onChange={(event) => onLink({ kind: 'campaign', slug: event.currentTarget.value })}
            >
              {references.campaigns.map((slug) => (
                <option key={slug} value={slug}>
                  /campaign/{slug}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {link?.kind === 'page' && (
        <Field id={linkId} label={say('consoleHomeInfoPage')}>
          {(props) => (
            <select
              {...props}
              value={link?.kind === 'page' ? link.slug : ''}
              onChange={(event) => onLink({ kind: 'page', slug: event.currentTarget.value })}
            >
              {references.pages.map((slug) => (
                <option key={slug} value={slug}>
                  /pages/{slug}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {link?.kind === 'screen' && (
        <Field id={linkId} label={say('consoleHomeScreen')}>
          {(props) => (
            <select
              {...props}
              value={link?.kind === 'screen' ? link.path : APP_SCREENS[0]}
              onChange={(event) =>
                onLink({ kind: 'screen', path: event.currentTarget.value as (typeof APP_SCREENS)[number] })
              }
            >
              {APP_SCREENS.map((path) => (
                <option key={path} value={path}>
                  {path}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {(kind === 'category' || kind === 'item' || kind === 'store') && (
        <div className="hc-thing">
          <p className="hc-now">
            {link && 'id' in link
              ? say('consoleHomeLeadsToThing', { thing: thingName(link) ?? '' })
              : say(THING_WORDS[kind].none)}
          </p>
          <ThingSearch
            id={linkId}
            kind={kind}
            label={say(THING_WORDS[kind].find)}
            onPick={(thing) => {
              onFound(kind, thing);
              onLink({ kind, id: thing.id });
            }}
          />
        </div>
      )}
    </div>
  );
}
