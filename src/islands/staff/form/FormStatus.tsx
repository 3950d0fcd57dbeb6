// How a console form says what came of its call (decision 0344): done, in the polite status region;
// refused or in conflict, in an alert. `children` are the choices a conflict offers.
import type { ReactNode } from 'react';
import type { FormSaid } from './use-call.ts';

export default function FormStatus({ said, children }: { said: FormSaid | null; children?: ReactNode }) {
  if (!said) return null;
  return (
    <div className={said.kind === 'ok' ? 's-ok' : 'c-alert'} role={said.kind === 'ok' ? 'status' : 'alert'}>
      <p>{said.text}</p>
      {said.kind === 'conflict' && children}
    </div>
  );
}
