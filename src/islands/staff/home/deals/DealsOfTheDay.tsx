// The deal of the day: the items leading the home's deal row on their days, each found by name
// (only an item on sale can be one), given a first and a last day, or removed.
import type { DealDraft } from '../../../../domain/home/home-composition.ts';
import { Field } from '../../form/fields.tsx';
import { idOf } from '../home-ids.ts';
import { useSay } from '../../shell/console-words.tsx';
import ThingSearch from '../ThingSearch.tsx';
import type { HomeDraft } from '../use-home-draft.ts';

export default function DealsOfTheDay({ draft, today }: { draft: HomeDraft; today: string }) {
  const say = useSay();
  const { composition, errors, itemName } = draft;
  const setDeals = (deals: DealDraft[]) => draft.change({ ...composition, deals });
  return (
    <section className="s-card hc-deals" aria-labelledby="hc-deals-title">
      <h2 id="hc-deals-title">{say('consoleHomeDeals')}</h2>
      <p className="s-muted">{say('consoleHomeDealsHint')}</p>
      {errors.deals && <p className="cf-error">⚠ {errors.deals}</p>}
      <ul className="hc-deal-list" aria-label={say('consoleHomeDealsList')}>
        {composition.deals.map((deal, index) => {
          const at = `deals.${index}`;
          const name = itemName(deal.item_id);
          return (
            <li key={deal.item_id} className="hc-deal">
              <p>
                <strong>{name}</strong>
              </p>
              {errors[`${at}.item_id`] && <p className="cf-error">⚠ {errors[`${at}.item_id`]}</p>}
              <div className="cf-grid">
                <Field
                  id={idOf(`${at}.starts_on`)}
                  label={say('consoleHomeDealFirstDay', { name })}
                  error={errors[`${at}.starts_on`]}
                >
                  {(props) => (
                    <input
                      {...props}
                      type="date"
                      value={deal.starts_on}
                      onChange={(event) =>
                        setDeals(composition.deals.with(index, { ...deal, starts_on: event.currentTarget.value }))
                      }
                    />
                  )}
                </Field>
                <Field
                  id={idOf(`${at}.ends_on`)}
                  label={say('consoleHomeDealLastDay', { name })}
                  error={errors[`${at}.ends_on`]}
                >
                  {(props) => (
                    <input
                      {...props}
                      type="date"
                      value={deal.ends_on}
                      onChange={(event) =>
                        setDeals(composition.deals.with(index, { ...deal, ends_on: event.currentTarget.value }))
                      }
                    />
                  )}
                </Field>
              </div>
              <button
                type="button"
                className="s-btn ghost"
                aria-label={say('consoleHomeRemoveDeal', { name })}
                onClick={() => setDeals(composition.deals.filter((_, other) => other !== index))}
              >
                {say('consoleHomeRemove')}
              </button>
            </li>
          );
        })}
      </ul>
      <ThingSearch
        kind="item"
        label={say('consoleHomeFindDeal')}
        refuse={(thing) =>
          composition.deals.some((deal) => deal.item_id === thing.id)
            ? say('consoleHomeAlreadyDeal')
            : thing.on_sale
              ? null
              : say('consoleHomeNotOnSale')
        }
        onPick={(thing) => {
          draft.found('item', thing);
          setDeals([...composition.deals, { item_id: thing.id, starts_on: today, ends_on: today }]);
        }}
      />
    </section>
  );
}
