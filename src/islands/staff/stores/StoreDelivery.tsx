// How the store delivers (decision 0270): delivery and pickup, radius and time, the minimum
// order, the delivery charge, free delivery, and who delivers (decision 0314).
import type { ConsoleWordKey } from '../../../domain/staff/console-words.ts';
import type { DeliveredBy } from '../../../domain/staff/own-riders.ts';
import { Check, type Errors, NumberField, type PartProps } from '../form/store-fields.tsx';
import { useSay } from '../shell/console-words.tsx';
import type { StoreForm } from './store-form.ts';

export function StoreDelivery({ form, setForm, errors }: PartProps) {
  const say = useSay();
  const set = <K extends keyof StoreForm>(key: K, value: StoreForm[K]) => setForm((now) => ({ ...now, [key]: value }));

  return (
    <fieldset className="s-card st-set">
      <legend>{say('consoleStoreDelivery')}</legend>
      <Check
        label={say('consoleStoreDelivers')}
        name="is_delivery"
        errors={errors}
        checked={form.is_delivery}
        onChange={(v) => set('is_delivery', v)}
      />
      <Check
        label={say('consoleStorePickup')}
        name="is_selfpickup"
        errors={errors}
        checked={form.is_selfpickup}
        onChange={(v) => set('is_selfpickup', v)}
      />
      <div className="st-pair">
        <NumberField
          label={say('consoleStoreRadius')}
          name="delivery_radius_km"
          form={form}
          set={set}
          errors={errors}
        />
        <NumberField
          label={say('consoleStoreDeliveryTime')}
          name="delivery_time"
          form={form}
          set={set}
          errors={errors}
          numeric
        />
      </div>
      <NumberField label={say('consoleStoreMinOrder')} name="min_order" form={form} set={set} errors={errors} />
      <fieldset className="st-choice">
        <legend>{say('consoleStoreChargeKind')}</legend>
        <div className="s-row">
          {(
            [
              ['FIXED', say('consoleStoreChargeFixed')],
              ['DYNAMIC', say('consoleStoreChargeByDistance')],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="st-radio">
              <input
                type="radio"
                name="delivery_charge_type"
                value={value}
                checked={form.delivery_charge_type === value}
                onChange={() => set('delivery_charge_type', value)}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <NumberField
        label={say('consoleStoreCharge')}
        name="delivery_charges"
        form={form}
        set={set}
        errors={errors}
        hint={form.delivery_charge_type === 'DYNAMIC' ? say('consoleStoreChargeHint') : undefined}
      />
      {form.delivery_charge_type === 'DYNAMIC' && (
        <div className="st-pair">
          <NumberField
            label={say('consoleStoreBaseDistance')}
            name="base_delivery_distance_km"
            form={form}
            set={set}
            errors={errors}
          />
          <NumberField
            label={say('consoleStoreExtraPerKm')}
            name="extra_delivery_charge_per_km"
            form={form}
            set={set}
            errors={errors}
          />
        </div>
      )}
      <Check
        label={say('consoleStoreFreeDelivery')}
        name="is_free_delivery"
        errors={errors}
        checked={form.is_free_delivery}
        onChange={(v) => set('is_free_delivery', v)}
      />
      {form.is_free_delivery && (
        <NumberField
          label={say('consoleStoreFreeFrom')}
          name="free_delivery_min_cart"
          form={form}
          set={set}
          errors={errors}
        />
      )}
      <DeliveredByChoice form={form} set={set} errors={errors} />
    </fieldset>
  );
}

/** Who delivers the store's orders (decision 0314). */
const DELIVERED_BY_CHOICES: readonly (readonly [DeliveredBy, ConsoleWordKey])[] = [
  ['own_riders', 'consoleStoreOwnRiders'],
  ['partners', 'consoleStorePartners'],
  ['both', 'consoleStoreBoth'],
];

function DeliveredByChoice({
  form,
  set,
  errors,
}: {
  form: StoreForm;
  set: <K extends keyof StoreForm>(key: K, value: StoreForm[K]) => void;
  errors: Errors;
}) {
  const say = useSay();
  return (
    <>
      <fieldset className="st-choice" aria-describedby="delivered_by-hint">
        <legend>{say('consoleStoreWhoDelivers')}</legend>
        <p id="delivered_by-hint" className="st-hint">
          {say('consoleStoreWhoDeliversHint')}
        </p>
        {DELIVERED_BY_CHOICES.map(([value, word]) => (
          <label key={value} className="st-radio">
            <input
              type="radio"
              name="delivered_by"
              value={value}
              checked={form.delivered_by === value}
              onChange={() => set('delivered_by', value)}
            />
            <span>{say(word)}</span>
          </label>
        ))}
      </fieldset>
      {form.delivered_by === 'both' && (
        <NumberField
          label={say('consoleStoreOfferAfter')}
          name="partner_offer_after_minutes"
          form={form}
          set={set}
          errors={errors}
          numeric
          hint={say('consoleStoreOfferAfterHint')}
        />
      )}
    </>
  );
}
