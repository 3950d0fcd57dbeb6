// /staff/stores (decision 0270): the stores a member reaches (every store for an admin), and one
// form to make a store (admins) or edit one: name, web address, words and picture, the location
// typed or found by the customers' geocoder, delivery terms, opening hours per weekday, closed
// days and the pause (StoreEditor.tsx and its parts).
import { useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { StaffStoreSummary, StaffStoresAnswer } from '../../../domain/api/staff/stores.ts';
import { ConsoleWordsProvider, type ConsoleWords, type Say, useSay } from '../shell/console-words.tsx';
import type { RuleWords } from '../shell/rule-words.ts';
import { type Editing, StoreEditor } from './StoreEditor.tsx';
import { emptyForm, formOf, type StoreForm } from './store-form.ts';

function statusOf(store: StaffStoreSummary, say: Say): { text: string; tone: 'open' | 'closed' | 'paused' } {
  if (store.is_paused) return { text: say('consoleStorePaused'), tone: 'paused' };
  if (!store.is_open_today) return { text: say('consoleStoreClosedToday'), tone: 'closed' };
  if (store.hours_count === 0) return { text: say('consoleStoreNoHours'), tone: 'closed' };
  return store.open_now
    ? { text: say('consoleStoreOpenNow'), tone: 'open' }
    : { text: say('consoleStoreClosedNow'), tone: 'closed' };
}

interface StoresProps {
  initial: StaffStoresAnswer;
  /** The console's words in the member's language (decision 0345). */
  words: ConsoleWords;
  /** The store rules' sentences, for the form's own checks. */
  rules: RuleWords;
  /** The member's locale, for the days the form writes ('mr-IN', 'en-IN'). */
  locale: string;
}

export default function StaffStores(props: StoresProps) {
  return (
    <ConsoleWordsProvider value={props.words}>
      <Stores initial={props.initial} rules={props.rules} locale={props.locale} />
    </ConsoleWordsProvider>
  );
}

function Stores({ initial, rules, locale }: Omit<StoresProps, 'words'>) {
  const say = useSay();
  const [list, setList] = useState(initial);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [form, setForm] = useState<StoreForm | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  const refresh = async () => {
    const answer = await callApi('staff/stores', {});
    if (answer.ok) setList(answer.value);
  };

  const open = async (store: StaffStoreSummary) => {
    setNotice(null);
    setLoadError(null);
    const answer = await callApi('staff/store', { store_id: store.id });
    if (!answer.ok) {
      setLoadError(answer.error.message);
      return;
    }
    setEditing({ kind: 'edit', id: store.id, name: answer.value.store.name });
    setForm(formOf(answer.value.store));
  };

  const startNew = () => {
    setNotice(null);
    setEditing({ kind: 'new' });
    setForm(emptyForm());
  };

  const close = (message: string | null) => {
    setEditing(null);
    setForm(null);
    setNotice(message);
  };

  if (editing && form) {
    return (
      <StoreEditor
        editing={editing}
        form={form}
        rules={rules}
        locale={locale}
        setForm={(update) => setForm((now) => (now ? update(now) : now))}
        onSaved={async (name) => {
          await refresh();
          close(say(editing.kind === 'new' ? 'consoleStoreMade' : 'consoleStoreSaved', { name }));
        }}
        onCancel={() => close(null)}
      />
    );
  }

  return (
    <>
      <div className="queue-head">
        <h1>{say('consoleStoreTitle')}</h1>
        {list.may_create && (
          <button type="button" className="s-btn" onClick={startNew}>
            {say('consoleStoreNew')}
          </button>
        )}
      </div>
      <p className="s-ok" role="status" aria-live="polite">
        {notice}
      </p>
      {loadError && (
        <p className="s-error" role="alert">
          ⚠ {loadError}
        </p>
      )}
      {list.stores.length === 0 ? (
        <p className="q-empty">{say('consoleStoreNone')}</p>
      ) : (
        <ul className="st-list">
          {list.stores.map((store) => {
            const status = statusOf(store, say);
            return (
              <li key={store.id} className={`st-card st-${status.tone}`}>
                <h2>{store.name}</h2>
                <p className="s-muted">{store.address}</p>
                <p className="st-status">{status.text}</p>
                <button
                  type="button"
                  className="s-btn ghost"
                  aria-label={say('consoleStoreEditNamed', { name: store.name })}
                  onClick={() => void open(store)}
                >
                  {say('consoleStoreEdit')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
