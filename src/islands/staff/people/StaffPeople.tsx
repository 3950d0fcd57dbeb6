// /staff/people (decision 0272): an admin's list of staff accounts; adding one (a typed password,
// or one the shop makes and shows here once), changing a role and stores, disabling or enabling,
// and a new password. Disabling and a new password sign the account out everywhere.
import { useState } from 'react';
import type { StaffPeopleAnswer, StaffPersonView } from '../../../domain/api/staff/people.ts';
import { AddPerson } from './AddPerson.tsx';
import { PersonCard } from './PersonCard.tsx';

interface Props {
  initial: StaffPeopleAnswer;
  /** The signed-in admin (who cannot disable themselves). */
  selfId: number;
}

interface Shown {
  name: string;
  password: string;
}

export default function StaffPeople({ initial, selfId }: Props) {
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
        <h1>People</h1>
      </div>
      <p className="s-muted" role="status" aria-live="polite">
        {notice}
      </p>
      {shown && (
        <div className="cf-notice" role="alert">
          <p>
            Password for {shown.name}, shown this once: <span className="cf-secret">{shown.password}</span>
          </p>
          <p className="s-muted">Give it to them in person; they can sign in with it now.</p>
        </div>
      )}
      <AddPerson stores={stores} onAdded={(person, password) => done(`${person.name} added.`, person, password)} />
      <h2 className="cf-subhead">Accounts</h2>
      <ul className="cf-list" aria-label="Staff accounts">
        {people.map((person) => (
          <PersonCard key={person.id} person={person} stores={stores} self={person.id === selfId} onDone={done} />
        ))}
      </ul>
    </>
  );
}
