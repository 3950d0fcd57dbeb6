import type { StaffStoreView } from '../../../domain/api/staff.ts';
import { ROLE_NAMES, STAFF_ROLES, type StaffRole } from '../../../domain/staff/permissions.ts';
import { Field, FieldGroup } from '../form/fields.tsx';

const ROLE_HINTS: Record<StaffRole, string> = {
  admin: 'everything, every store',
  manager: 'catalogue, prices, stock, coupons and reports of their stores',
  editor: 'the shop’s words and pictures',
  counter: 'the day’s orders and stock of their stores',
  rider: 'carries their stores’ delivery orders and marks them delivered',
};

export function StoreChoices({
  id,
  stores,
  chosen,
  error,
  wide = false,
  onChange,
}: {
  wide?: boolean;
  id: string;
  stores: StaffStoreView[];
  chosen: number[];
  error: string | undefined;
  onChange(ids: number[]): void;
}) {
  return (
    <FieldGroup
      id={id}
      legend="Stores"
      error={error}
      hint="The stores a manager or counter member works in."
      className={wide ? 'cf-wide' : undefined}
    >
      {stores.map((store) => (
        <label key={store.id}>
          <input
            type="checkbox"
            checked={chosen.includes(store.id)}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              onChange(checked ? [...chosen, store.id] : chosen.filter((storeId) => storeId !== store.id));
            }}
          />
          {store.name}
        </label>
      ))}
    </FieldGroup>
  );
}

export function RoleSelect({
  id,
  role,
  error,
  onChange,
}: {
  id: string;
  role: StaffRole;
  error: string | undefined;
  onChange(role: StaffRole): void;
}) {
  return (
    <Field id={id} label="Role" error={error} hint={`${ROLE_NAMES[role]}: ${ROLE_HINTS[role]}.`}>
      {(props) => (
        <select
          {...props}
          value={role}
          onChange={(event) => onChange(STAFF_ROLES.find((one) => one === event.currentTarget.value) ?? role)}
        >
          {STAFF_ROLES.map((one) => (
            <option key={one} value={one}>
              {ROLE_NAMES[one]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
