// A section row's own editor: its title in English and Marathi and its items in order, each
// moved or removed, more found by name. A tabbed section's items are its tabs'.
import type { HomeThingView } from '../../../../domain/api/staff/home.ts';
import { moveRow, type SectionDraft } from '../../../../domain/home/home-composition.ts';
import type { FieldErrors } from '../../form/field-errors.ts';
import { Field } from '../../form/fields.tsx';
import { idOf } from '../home-ids.ts';
import { useSay } from '../../shell/console-words.tsx';
import ThingSearch from '../ThingSearch.tsx';

interface Props {
  section: SectionDraft;
  index: number;
  errors: FieldErrors;
  itemName(id: number): string;
  found(kind: 'item', thing: HomeThingView): void;
  setSection(index: number, section: SectionDraft): void;
}

export default function SectionEditor({ section, index, errors, itemName, found, setSection }: Props) {
  const say = useSay();
  const at = `sections.${index}`;
  return (
    <div className="hc-editor">
      <div className="cf-grid">
        <Field id={idOf(`${at}.title`)} label={say('consoleHomeTitleEn')} error={errors[`${at}.title`]}>
          {(props) => (
            <input
              {...props}
              value={section.title}
              maxLength={120}
              onChange={(event) => setSection(index, { ...section, title: event.currentTarget.value })}
            />
          )}
        </Field>
        <Field
          id={idOf(`${at}.title_mr`)}
          label={say('consoleHomeTitleMr')}
          error={errors[`${at}.title_mr`]}
          hint={say('consoleHomeTitleMrHint')}
        >
          {(props) => (
            <input
              {...props}
              lang="mr"
              value={section.title_mr}
              maxLength={120}
              onChange={(event) => setSection(index, { ...section, title_mr: event.currentTarget.value })}
            />
          )}
        </Field>
      </div>
      {section.is_parent ? (
        <p className="s-muted">{say('consoleHomeTabbed')}</p>
      ) : (
        <>
          <h4 id={`${idOf(at)}-items`}>{say('consoleHomeItems', { count: section.item_ids.length })}</h4>
          {errors[`${at}.item_ids`] && (
            <p className="cf-error" id={`${idOf(`${at}.item_ids`)}-error`}>
              ⚠ {errors[`${at}.item_ids`]}
            </p>
          )}
          <ol className="hc-items" aria-labelledby={`${idOf(at)}-items`}>
            {section.item_ids.map((itemId, position) => (
              <li key={itemId}>
                <span>{itemName(itemId)}</span>
                <span className="hc-moves">
                  <button
                    type="button"
                    className="s-btn ghost"
                    aria-label={say('consoleHomeMoveItemUp', { item: itemName(itemId), section: section.title })}
                    disabled={position === 0}
                    onClick={() => setSection(index, { ...section, item_ids: moveRow(section.item_ids, position, -1) })}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="s-btn ghost"
                    aria-label={say('consoleHomeMoveItemDown', { item: itemName(itemId), section: section.title })}
                    disabled={position === section.item_ids.length - 1}
                    onClick={() => setSection(index, { ...section, item_ids: moveRow(section.item_ids, position, 1) })}
                  >
                    ↓
                  </button>
                </span>
                <button
                  type="button"
                  className="s-btn ghost"
                  aria-label={say('consoleHomeRemoveItem', { item: itemName(itemId), section: section.title })}
                  onClick={() =>
                    setSection(index, { ...section, item_ids: section.item_ids.filter((_, at2) => at2 !== position) })
                  }
                >
                  {say('consoleHomeRemove')}
                </button>
              </li>
            ))}
          </ol>
          <ThingSearch
            id={idOf(`${at}.item_ids`)}
            kind="item"
            label={say('consoleHomeFindItemFor', { section: section.title || say('consoleHomeTheSection') })}
            error={errors[`${at}.item_ids`]}
            refuse={(thing) => (section.item_ids.includes(thing.id) ? say('consoleHomeInSection') : null)}
            onPick={(thing) => {
              found('item', thing);
              setSection(index, { ...section, item_ids: [...section.item_ids, thing.id] });
            }}
          />
        </>
      )}
    </div>
  );
}
