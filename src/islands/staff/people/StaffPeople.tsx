// /staff/people (decision 0272): an admin's list of staff accounts; adding one (a typed password,
// or one the shop makes and shows here once), changing a role and stores, disabling or enabling,
// and a new password. Disabling and a new password sign the account out everywhere. In the
// member's console language (decision 0345).
import { useState } from 'react';
import type { StaffPeopleAnswer, StaffPersonView } from '../../../domain/api/staff/people.ts';
import { type ConsoleWords, ConsoleWordsProvider, useSay } from '../shell/console-words.tsx';
import type { RuleWords } from '../shell/rule-words.ts';
import { AddPerson } from './AddPerson.tsx';
import { PersonCard } from './PersonCard.tsx';

interface Props {
  initial: StaffPeopleAnswer;
  /** The signed-in admin (who cannot disable themselves). */
  selfId: number;
  /** The `consolePeople…` and role words in the member's console language. */
  words: ConsoleWords;
  /** The account rules' words (staff-accounts.ts), for the form's own checks. */
  rules: RuleWords;
}

interface Shown {
  name: string;
  password: string;
}

export default function StaffPeople(props: Props) {
  return (
    <ConsoleWordsProvider value={props.words}>
      <People {...props} />
    </ConsoleWordsProvider>
  );
}

function People({ initial, selfId, rules }: Props) {
  const say = useSay();
  const [people, setPeople] = useState(initial.people);
  const [notice, setNotice] = useState<string | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const stores = initial.stores;

  const replace = (person: StaffPersonView) =>
    setPeople((list) =>
      list.some((one) => one.id === person.id)
        ? list.map((one) => (one.id === person.id ? person : one))
        : [...list, person],
    );

  const done = (message: string, person: StaffPersonView, password: string | null) => {
    replace(person);
    setNotice(message);
    setShown(password ? { name: person.name, password } : null);
  };

  return (
    <>
      <div className="cf-head">
        <h1>{say('consolePeopleTitle')}</h1>
      </div>
      <p className="s-muted" role="status" aria-live="polite">
        {notice}
      </p>
      {shown && (
        <div className="cf-notice" role="alert">
          <p>
            {say('consolePeopleShownOnce', { name: shown.name })} <span className="cf-secret">{shown.password}</span>
          </p>
          <p className="s-muted">{say('consolePeopleGiveInPerson')}</p>
        </div>
      )}
      <AddPerson
        stores={stores}
        rules={rules}
        onAdded={(person, password) => done(say('consolePeopleAdded', { name: person.name }), person, password)}
      />
      <h2 className="cf-subhead">{say('consolePeopleAccounts')}</h2>
      <ul className="cf-list" aria-label={say('consolePeopleAccountsList')}>
        {people.map((person) => (
          <PersonCard
            key={person.id}
            person={person}
            stores={stores}
            rules={rules}
            self={person.id === selfId}
            onDone={done}
          />
        ))}
      </ul>
    </>
  );
}
