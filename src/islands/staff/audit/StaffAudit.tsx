// /staff/audit (decision 0272): who changed what in the console, and what staff did in customers'
// sessions, newest first, a page at a time; filtered by person, kind, store and the shop's days.
// Moments are the shop's (India); each console change opens to the fields it changed.
import { type SubmitEvent, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { StaffStoreView } from '../../../domain/api/staff.ts';
import { AUDIT_KINDS, type AuditKind, type StaffAuditAnswer } from '../../../domain/api/staff/audit.ts';
import { formatShopMoment } from '../../../domain/calendar.ts';

const KIND_NAMES: Record<AuditKind, string> = {
  coupon: 'Coupons',
  staff: 'Staff accounts',
  customer: 'In a customer’s account',
  broadcast: 'Messages to customers',
  farm_visits: 'Farm-visit bookings read',
  store: 'Stores',
  category: 'Categories',
  item: 'Items',
  variant: 'Variants',
  addon: 'Add-ons',
  combo: 'Combos',
  media: 'Media',
  import: 'Imports',
  stock: 'Stock',
  label: 'Words',
  setting: 'Settings',
  order: 'Short lines in orders',
  content: 'Pages, campaigns and recipes',
  home: 'The home',
  area: 'Areas',
  unit: 'Units',
  message: 'Messages sent again or tested',
};

const kindName = (kind: string) => (KIND_NAMES as Record<string, string>)[kind] ?? kind;

interface Filters {
  staff_id: string;
  kind: string;
  store_id: string;
  from: string;
  to: string;
}

const EMPTY: Filters = { staff_id: '', kind: '', store_id: '', from: '', to: '' };

function requestOf(filters: Filters) {
  return {
    ...(filters.staff_id ? { staff_id: Number(filters.staff_id) } : {}),
    ...(filters.kind ? { kind: AUDIT_KINDS.find((kind) => kind === filters.kind) } : {}),
    ...(filters.store_id ? { store_id: Number(filters.store_id) } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
}

export default function StaffAudit({ initial, stores }: { initial: StaffAuditAnswer; stores: StaffStoreView[] }) {
  const [filters, setFilters] = useState(EMPTY);
  const [entries, setEntries] = useState(initial.entries);
  const [next, setNext] = useState(initial.next);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const storeName = (id: number) => stores.find((store) => store.id === id)?.name ?? `Store ${id}`;

  const load = async (after: string | null) => {
    setLoading(true);
    const answer = await callApi('staff/audit', { ...requestOf(filters), ...(after ? { after } : {}) });
    setLoading(false);
    if (!answer.ok) {
      setError(answer.error.message);
      return;
    }
    setError(null);
    setEntries((list) => (after ? [...list, ...answer.value.entries] : answer.value.entries));
    setNext(answer.value.next);
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void load(null);
  };

  const set = (key: keyof Filters) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setFilters((current) => ({ ...current, [key]: value }));
  };

  return (
    <>
      <div className="cf-head">
        <h1>Audit</h1>
      </div>
      <form className="s-card au-filters" role="search" aria-label="Filter the audit log" onSubmit={submit}>
        <label className="s-field">
          Person
          <select value={filters.staff_id} onChange={set('staff_id')}>
            <option value="">Everyone</option>
            {initial.people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </select>
        </label>
        <label className="s-field">
          Kind
          <select value={filters.kind} onChange={set('kind')}>
            <option value="">Every kind</option>
            {AUDIT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_NAMES[kind]}
              </option>
            ))}
          </select>
        </label>
        <label className="s-field">
          Store
          <select value={filters.store_id} onChange={set('store_id')}>
            <option value="">Every store</option>
            {stores.map((store) => (
              <option key={store.id} value={store.id}>
                {store.name}
              </option>
            ))}
          </select>
        </label>
        <label className="s-field">
          From
          <input type="date" value={filters.from} onChange={set('from')} />
        </label>
        <label className="s-field">
          To
          <input type="date" value={filters.to} onChange={set('to')} />
        </label>
        <button type="submit" className="s-btn" disabled={loading}>
          Show
        </button>
      </form>
      {error && (
        <p className="s-error" role="alert">
          ⚠ {error}
        </p>
      )}
      <p className="s-muted" role="status" aria-live="polite">
        {loading ? 'Loading…' : `${entries.length}${next ? '+' : ''} ${entries.length === 1 ? 'entry' : 'entries'}`}
      </p>
      {entries.length === 0 ? (
        <p className="q-empty">Nothing matches.</p>
      ) : (
        <ol className="au-list" aria-label="Audit entries, newest first" aria-busy={loading}>
          {entries.map((entry) => (
            <li key={entry.key} className="au-entry">
              <div className="au-meta">
                <time dateTime={entry.at}>{formatShopMoment(entry.at, 'en-IN', 'dateTime')}</time>
                <strong>{entry.staff.name}</strong>
                <span>{kindName(entry.kind)}</span>
                {entry.store_id !== null && <span>{storeName(entry.store_id)}</span>}
              </div>
              <p>{entry.summary}</p>
              {entry.changes.length > 0 && (
                <details>
                  <summary>
                    {entry.changes.every((change) => change.before === null)
                      ? `Details: ${entry.changes.length} ${entry.changes.length === 1 ? 'field' : 'fields'}`
                      : `Changed: ${entry.changes.map((change) => change.field).join(', ')}`}
                  </summary>
                  <table className="au-diff">
                    <thead>
                      <tr>
                        <th scope="col">Field</th>
                        <th scope="col">Before</th>
                        <th scope="col">After</th>
                      </tr>
                    </thead>
                    <tbody>
                      {entry.changes.map((change) => (
                        <tr key={change.field}>
                          <th scope="row">{change.field}</th>
                          <td className="was">{change.before ?? '—'}</td>
                          <td className="now">{change.after ?? '—'}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </details>
              )}
            </li>
          ))}
        </ol>
      )}
      {next && (
        <p style={{ textAlign: 'center', marginTop: 16 }}>
          <button type="button" className="s-btn ghost" disabled={loading} onClick={() => void load(next)}>
            Show older entries
          </button>
        </p>
      )}
    </>
  );
}
