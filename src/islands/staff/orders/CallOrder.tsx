// /staff/call-order (decision 0183, decision 0276): an order taken on the phone. Find the caller
// by the whole number they give (nothing else finds anyone), or register them (name, phone,
// e-mail if they give one; no password). A caller who has an account opens it with their consent:
// the code sent to their phone, read out on the call, or, for a phone customer without a
// password, the reason typed here (audited; the customer is told). Then pick one of their
// addresses or add one, and shop as them: every page shows "Ordering for {name}", the session
// reaches this member's stores only, ends within the hour, and the order is marked as placed by
// this staff member. Its words are the member's console language's (decision 0345).
import { useState } from 'react';
import type { GuestAnswer } from '../../../domain/api/staff.ts';
import { ChooseAddress } from './ChooseAddress.tsx';
import { FindCaller } from './FindCaller.tsx';
import { type ConsoleWords, ConsoleWordsProvider } from '../shell/console-words.tsx';

export default function CallOrder({ words }: { words: ConsoleWords }) {
  const [caller, setCaller] = useState<GuestAnswer | null>(null);
  return (
    <ConsoleWordsProvider value={words}>
      {caller ? <ChooseAddress caller={caller} onBack={() => setCaller(null)} /> : <FindCaller onFound={setCaller} />}
    </ConsoleWordsProvider>
  );
}
