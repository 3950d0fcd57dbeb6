import type { StaffStoreView } from '../../../domain/api/staff.ts';
import { roleWordKey } from '../../../domain/staff/console-words/role-key.ts';
import { STAFF_ROLES, type StaffRole } from '../../../domain/staff/permissions.ts';
import { Field, FieldGroup } from '../form/fields.tsx';
import { useSay } from '../shell/console-words.tsx';

const ROLE_HINTS = {
  admin: 'consolePeopleHintAdmin',
  manager: 'consolePeopleHintManager',
  editor: 'consolePeopleHintEditor',
  counter: 'consolePeopleHintCounter',
  rider: 'consolePeopleHintRider',
} as const satisfies Record<StaffRole, string>;

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
  const say = useSay();
  return (
    <FieldGroup
      id={id}
      legend={say('consolePeopleStores')}
      error={error}
      hint={say('consolePeopleStoresHint')}
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
  const say = useSay();
  return (
    <Field
      id={id}
      label={say('consolePeopleRole')}
      error={error}
      hint={say('consolePeopleRoleHint', { role: say(roleWordKey(role)), hint: say(ROLE_HINTS[role]) })}
    >
      {(props) => (
        <select
          {...props}
          value={role}
          onChange={(event) => onChange(STAFF_ROLES.find((one) => one === event.currentTarget.value) ?? role)}
        >
          {STAFF_ROLES.map((one) => (
            <option key={one} value={one}>
              {say(roleWordKey(one))}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
