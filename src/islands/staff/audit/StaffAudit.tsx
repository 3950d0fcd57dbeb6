// /staff/audit (decision 0272): who changed what in the console, and what staff did in customers'
// sessions, newest first, a page at a time; filtered by person, kind, store and the shop's days.
// Moments are the shop's (India); each console change opens to the fields it changed.
import { type SubmitEvent, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { StaffStoreView } from '../../../domain/api/staff.ts';
import { AUDIT_KINDS, type AuditKind, type StaffAuditAnswer } from '../../../domain/api/staff/audit.ts';
import { formatShopMoment } from '../../../domain/calendar.ts';
import type { ConsoleWordKey } from '../../../domain/staff/console-words.ts';
import { type ConsoleWords, ConsoleWordsProvider, useSay } from '../shell/console-words.tsx';

const KIND_WORDS = {
  coupon: 'consoleAuditKindCoupon',
  staff: 'consoleAuditKindStaff',
  customer: 'consoleAuditKindCustomer',
  broadcast: 'consoleAuditKindBroadcast',
  farm_visits: 'consoleAuditKindFarmVisits',
  store: 'consoleAuditKindStore',
  category: 'consoleAuditKindCategory',
  item: 'consoleAuditKindItem',
  variant: 'consoleAuditKindVariant',
  addon: 'consoleAuditKindAddon',
  combo: 'consoleAuditKindCombo',
  media: 'consoleAuditKindMedia',
  import: 'consoleAuditKindImport',
  stock: 'consoleAuditKindStock',
  label: 'consoleAuditKindLabel',
  setting: 'consoleAuditKindSetting',
  order: 'consoleAuditKindOrder',
  content: 'consoleAuditKindContent',
  home: 'consoleAuditKindHome',
  area: 'consoleAuditKindArea',
  unit: 'consoleAuditKindUnit',
  message: 'consoleAuditKindMessage',
} as const satisfies Record<AuditKind, ConsoleWordKey>;

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

interface Props {
  initial: StaffAuditAnswer;
  stores: StaffStoreView[];
  /** The `consoleAudit…` words in the member's console language (decision 0345). */
  words: ConsoleWords;
  /** The member's language as a locale ('mr-IN'), for the moments shown. */
  locale: string;
}

export default function StaffAudit(props: Props) {
  return (
    <ConsoleWordsProvider value={props.words}>
      <AuditLog {...props} />
    </ConsoleWordsProvider>
  );
}

function AuditLog({ initial, stores, locale }: Props) {
  const say = useSay();
  const kindWordOf = (kind: string) => {
    const known = AUDIT_KINDS.find((one) => one === kind);
    return known ? say(KIND_WORDS[known]) : kind;
  };
  const [filters, setFilters] = useState(EMPTY);
  const [entries, setEntries] = useState(initial.entries);
  const [next, setNext] = useState(initial.next);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const storeName = (id: number) =>
    stores.find((store) => store.id === id)?.name ?? say('consoleAuditStoreNumber', { id });

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
        <h1>{say('consoleAuditTitle')}</h1>
      </div>
      <form className="s-card au-filters" role="search" aria-label={say('consoleAuditFilter')} onSubmit={submit}>
        <label className="s-field">
          {say('consoleAuditPerson')}
          <select value={filters.staff_id} onChange={set('staff_id')}>
            <option value="">{say('consoleAuditEveryone')}</option>
            {initial.people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </select>
        </label>
        <label className="s-field">
          {say('consoleAuditKind')}
          <select value={filters.kind} onChange={set('kind')}>
            <option value="">{say('consoleAuditEveryKind')}</option>
            {AUDIT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {say(KIND_WORDS[kind])}
              </option>
            ))}
          </select>
        </label>
        <label className="s-field">
          {say('consoleAuditStore')}
          <select value={filters.store_id} onChange={set('store_id')}>
            <option value="">{say('consoleAuditEveryStore')}</option>
            {stores.map((store) => (
              <option key={store.id} value={store.id}>
                {store.name}
              </option>
            ))}
          </select>
        </label>
        <label className="s-field">
          {say('consoleAuditFrom')}
          <input type="date" value={filters.from} onChange={set('from')} />
        </label>
        <label className="s-field">
          {say('consoleAuditTo')}
          <input type="date" value={filters.to} onChange={set('to')} />
        </label>
        <button type="submit" className="s-btn" disabled={loading}>
          {say('consoleAuditShow')}
        </button>
      </form>
      {error && (
        <p className="s-error" role="alert">
          ⚠ {error}
        </p>
      )}
      <p className="s-muted" role="status" aria-live="polite">
        {loading
          ? say('consoleAuditLoading')
          : say(entries.length === 1 && !next ? 'consoleAuditEntriesOne' : 'consoleAuditEntriesMany', {
              count: `${entries.length}${next ? '+' : ''}`,
            })}
      </p>
      {entries.length === 0 ? (
        <p className="q-empty">{say('consoleAuditNothing')}</p>
      ) : (
        <ol className="au-list" aria-label={say('consoleAuditList')} aria-busy={loading}>
          {entries.map((entry) => (
            <li key={entry.key} className="au-entry">
              <div className="au-meta">
                <time dateTime={entry.at}>{formatShopMoment(entry.at, locale, 'dateTime')}</time>
                <strong>{entry.staff.name}</strong>
                <span>{kindWordOf(entry.kind)}</span>
                {entry.store_id !== null && <span>{storeName(entry.store_id)}</span>}
              </div>
              <p>{entry.summary}</p>
              {entry.changes.length > 0 && (
                <details>
                  <summary>
                    {entry.changes.every((change) => change.before === null)
                      ? say(entry.changes.length === 1 ? 'consoleAuditDetailsOne' : 'consoleAuditDetailsMany', {
                          count: entry.changes.length,
                        })
                      : say('consoleAuditChanged', { fields: entry.changes.map((change) => change.field).join(', ') })}
                  </summary>
                  <table className="au-diff">
                    <thead>
                      <tr>
                        <th scope="col">{say('consoleAuditField')}</th>
                        <th scope="col">{say('consoleAuditBefore')}</th>
                        <th scope="col">{say('consoleAuditAfter')}</th>
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
            {say('consoleAuditOlder')}
          </button>
        </p>
      )}
    </>
  );
}
