// How the store delivers (decision 0270): delivery and pickup, radius and time, the minimum
// order, the delivery charge, free delivery, and who delivers (decision 0314).
import type { DeliveredBy } from '../../../domain/staff/own-riders.ts';
import { Check, type Errors, NumberField, type PartProps } from '../form/store-fields.tsx';
import type { StoreForm } from './store-form.ts';

export function StoreDelivery({ form, setForm, errors }: PartProps) {
  const set = <K extends keyof StoreForm>(key: K, value: StoreForm[K]) => setForm((now) => ({ ...now, [key]: value }));

  return (
    <fieldset className="s-card st-set">
      <legend>Delivery and pickup</legend>
      <Check
        label="Delivers to customers"
        name="is_delivery"
        errors={errors}
        checked={form.is_delivery}
        onChange={(v) => set('is_delivery', v)}
      />
      <Check
        label="Self-pickup at the store"
        name="is_selfpickup"
        errors={errors}
        checked={form.is_selfpickup}
        onChange={(v) => set('is_selfpickup', v)}
      />
      <div className="st-pair">
        <NumberField label="Delivery radius (km)" name="delivery_radius_km" form={form} set={set} errors={errors} />
        <NumberField
          label="Delivery time (minutes)"
          name="delivery_time"
          form={form}
          set={set}
          errors={errors}
          numeric
        />
      </div>
      <NumberField label="Minimum order (₹)" name="min_order" form={form} set={set} errors={errors} />
      <fieldset className="st-choice">
        <legend>Delivery charge</legend>
        <div className="s-row">
          {(
            [
              ['FIXED', 'Fixed'],
              ['DYNAMIC', 'By distance'],
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
        label="Delivery charge (₹)"
        name="delivery_charges"
        form={form}
        set={set}
        errors={errors}
        hint={form.delivery_charge_type === 'DYNAMIC' ? 'Covers the base distance.' : undefined}
      />
      {form.delivery_charge_type === 'DYNAMIC' && (
        <div className="st-pair">
          <NumberField
            label="Base distance (km)"
            name="base_delivery_distance_km"
            form={form}
            set={set}
            errors={errors}
          />
          <NumberField
            label="Extra charge per km (₹)"
            name="extra_delivery_charge_per_km"
            form={form}
            set={set}
            errors={errors}
          />
        </div>
      )}
      <Check
        label="Free delivery above an amount"
        name="is_free_delivery"
        errors={errors}
        checked={form.is_free_delivery}
        onChange={(v) => set('is_free_delivery', v)}
      />
      {form.is_free_delivery && (
        <NumberField
          label="Free delivery from (₹)"
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

/** Who delivers the store's orders, in English and Marathi (decision 0314). */
const DELIVERED_BY_CHOICES: readonly (readonly [DeliveredBy, string, string])[] = [
  ['own_riders', 'Our own riders', 'आमचे स्वतःचे रायडर'],
  ['partners', 'Delivery partners', 'डिलिव्हरी पार्टनर'],
  ['both', 'Both: our riders first, then partners', 'दोन्ही: आधी आमचे रायडर, मग पार्टनर'],
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
  return (
    <>
      <fieldset className="st-choice" aria-describedby="delivered_by-hint">
        <legend>
          Who delivers <span lang="mr">· कोण पोहोचवते</span>
        </legend>
        <p id="delivered_by-hint" className="st-hint">
          Your riders are the staff with the Rider role at this store.{' '}
          <span lang="mr">तुमचे रायडर म्हणजे या दुकानातील Rider भूमिका असलेले कर्मचारी.</span>
        </p>
        {DELIVERED_BY_CHOICES.map(([value, english, marathi]) => (
          <label key={value} className="st-radio">
            <input
              type="radio"
              name="delivered_by"
              value={value}
              checked={form.delivered_by === value}
              onChange={() => set('delivered_by', value)}
            />
            <span>
              {english} <span lang="mr">· {marathi}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {form.delivered_by === 'both' && (
        <NumberField
          label="Offer to partners after (minutes) · पार्टनरना किती मिनिटांनी द्यायचे"
          name="partner_offer_after_minutes"
          form={form}
          set={set}
          errors={errors}
          numeric
          hint="A ready order no rider of yours has taken by then is offered to delivery partners too."
        />
      )}
    </>
  );
}
