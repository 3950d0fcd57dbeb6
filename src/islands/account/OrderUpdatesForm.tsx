// My account › Order updates (decision 0340): how the customer's order updates reach them, saved
// with set-order-updates (which also keeps this page's language for the messages). WhatsApp and SMS
// go to the account's phone: without one, the server refuses them and the refusal is shown.
import { useId, useState } from 'react';
import { callApi } from '../../client/api.ts';
import type { OrderUpdateChannel } from '../../domain/notifications/order-messages.ts';
import { SubmitButton } from './AccountFormParts.tsx';

export interface OrderUpdatesTexts {
  legend: string;
  hint: string;
  choice: Record<OrderUpdateChannel, string>;
  save: string;
  saved: string;
}

export default function OrderUpdatesForm({
  current,
  offered,
  texts,
}: {
  current: OrderUpdateChannel;
  /** The choices the shop offers (WhatsApp only with a provider); a stored one it no longer offers is shown too. */
  offered: readonly OrderUpdateChannel[];
  texts: OrderUpdatesTexts;
}) {
  const shown = offered.includes(current) ? offered : [...offered, current];
  const id = useId();
  const [chosen, setChosen] = useState<OrderUpdateChannel>(current);
  const [state, setState] = useState<{ kind: 'idle' | 'saving' | 'saved' } | { kind: 'failed'; message: string }>({
    kind: 'idle',
  });

  return (
    <form
      className="acc-form subs-default"
      onSubmit={async (event) => {
        event.preventDefault();
        setState({ kind: 'saving' });
        const answer = await callApi('set-order-updates', { order_updates: chosen });
        if (answer.ok) {
          setChosen(answer.value.order_updates);
          setState({ kind: 'saved' });
        } else setState({ kind: 'failed', message: answer.error.message });
      }}
    >
      <fieldset aria-describedby={`${id}-hint`}>
        <legend>{texts.legend}</legend>
        <p id={`${id}-hint`} className="subs-default-hint">
          {texts.hint}
        </p>
        {shown.map((channel) => (
          <label key={channel} className="subs-default-choice">
            <input
              type="radio"
              name="order_updates"
              value={channel}
              checked={chosen === channel}
              onChange={() => {
                setChosen(channel);
                setState({ kind: 'idle' });
              }}
            />
            <span>{texts.choice[channel]}</span>
          </label>
        ))}
      </fieldset>
      <SubmitButton busy={state.kind === 'saving'}>{texts.save}</SubmitButton>
      <p role="status" className={state.kind === 'failed' ? 'acc-error' : 'subs-default-done'}>
        {state.kind === 'saved' ? texts.saved : state.kind === 'failed' ? state.message : ''}
      </p>
    </form>
  );
}
