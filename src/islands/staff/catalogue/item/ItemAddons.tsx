// The addon groups customers choose from on this item (shop-wide groups; an archived one stays
// listed while the item still offers it), each with its addons and prices as a hint.
import type { AddonGroupView } from '../../../../domain/api/staff/addons-combos.ts';
import type { FieldErrors } from '../../form/field-errors.ts';
import { FieldNote } from '../../form/inputs.tsx';
import { rupeesOf } from '../../form/money.ts';
import { useSay } from '../../shell/console-words.tsx';

export default function ItemAddons({
  groups,
  chosen,
  errors,
  onChange,
}: {
  groups: readonly AddonGroupView[];
  chosen: number[];
  errors: FieldErrors;
  onChange(ids: number[]): void;
}) {
  const say = useSay();
  return (
    <fieldset className="s-card">
      <legend>{say('consoleItemAddons')}</legend>
      <FieldNote field="addon_category_ids" errors={errors} />
      {groups.length === 0 && <p className="s-muted">{say('consoleItemNoAddonGroups')}</p>}
      <div className="c-checks">
        {groups
          .filter((group) => !group.archived || chosen.includes(group.id))
          .map((group) => {
            const id = `f-addon-group-${group.id}`;
            return (
              <div className="c-check" key={group.id}>
                <input
                  type="checkbox"
                  id={id}
                  aria-describedby={`${id}-hint`}
                  checked={chosen.includes(group.id)}
                  onChange={(event) =>
                    onChange(
                      event.currentTarget.checked ? [...chosen, group.id] : chosen.filter((one) => one !== group.id),
                    )
                  }
                />
                <label htmlFor={id}>
                  {group.archived ? say('consoleItemAddonGroupArchived', { name: group.name }) : group.name}
                </label>
                <span id={`${id}-hint`} className="c-hint">
                  {say(group.type === 'SINGLE' ? 'consoleItemPickOne' : 'consoleItemPickAny', {
                    addons: group.addons
                      .filter((addon) => !addon.archived && addon.is_active)
                      .map(
                        (addon) =>
                          `${addon.name} ${addon.price_paise === 0 ? say('consoleItemAddonFree') : `₹${rupeesOf(addon.price_paise)}`}`,
                      )
                      .join(', '),
                  })}
                </span>
              </div>
            );
          })}
      </div>
      <p className="s-muted">
        <a href="/staff/catalogue/addons">{say('consoleItemAddonGroupsLink')}</a>
      </p>
    </fieldset>
  );
}
