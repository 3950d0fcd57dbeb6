// One channel of messages (decision 0341): the provider it goes through, and a test send to the
// member's own phone or e-mail; in the member's console language (decision 0345).
import { type SubmitEvent, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { ChannelView, MessageChannel, MessageView } from '../../../domain/api/staff/messages.ts';
import { type Say, useSay } from '../shell/console-words.tsx';

/** A channel's name: SMS and WhatsApp are brand names, said as they are. */
export function channelName(channel: MessageChannel, say: Say): string {
  if (channel === 'sms') return 'SMS';
  if (channel === 'whatsapp') return 'WhatsApp';
  return say('consoleMessagesEmail');
}

/** The providers' own names, as their dashboards write them. */
const PROVIDER_NAMES: Record<string, string> = {
  msg91: 'MSG91',
  twilio: 'Twilio',
  'whatsapp-cloud': 'WhatsApp Cloud API',
  smtp: 'SMTP',
};
export const providerName = (provider: string) => PROVIDER_NAMES[provider] ?? provider;

function routeLine(channel: ChannelView, say: Say): string {
  if (channel.route === 'provider')
    return say('consoleMessagesViaProvider', { provider: providerName(channel.provider ?? '') });
  if (channel.route === 'webhook') return say('consoleMessagesViaWebhook');
  if (channel.route === 'log') return say('consoleMessagesViaLog');
  return say('consoleMessagesViaNone');
}

export function TestSend({
  channel,
  ownEmail,
  onSent,
}: {
  channel: ChannelView;
  ownEmail: string;
  onSent: (message: MessageView) => void;
}) {
  const say = useSay();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = channelName(channel.channel, say);
  const byPhone = channel.channel !== 'email';

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    const answer = await callApi('staff/message-test', {
      channel: channel.channel,
      ...(byPhone ? { phone } : {}),
    });
    setBusy(false);
    if (!answer.ok) {
      setDone(null);
      setError(answer.error.fields?.phone ?? answer.error.message);
      return;
    }
    setError(null);
    setDone(say('consoleMessagesTestQueued', { recipient: answer.value.message.recipient }));
    onSent(answer.value.message);
  };

  return (
    <li className={`cf-card${channel.route === 'none' ? ' is-off' : ''}`}>
      <h3>
        {name}{' '}
        <span className={`cf-badge${channel.route === 'provider' ? '' : ' off'}`}>
          {channel.provider ? providerName(channel.provider) : say('consoleMessagesNoProvider')}
        </span>
      </h3>
      <p>{routeLine(channel, say)}</p>
      {channel.route !== 'none' && (
        <form
          className="ms-test"
          aria-label={say('consoleMessagesTestOf', { channel: name })}
          onSubmit={(event) => void submit(event)}
        >
          {byPhone ? (
            <label className="s-field">
              {say('consoleMessagesMobile')}
              <input
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                required
                value={phone}
                aria-invalid={error ? true : undefined}
                onChange={(event) => setPhone(event.currentTarget.value)}
              />
            </label>
          ) : (
            <p className="s-muted">{say('consoleMessagesToEmail', { email: ownEmail })}</p>
          )}
          <button type="submit" className="s-btn" disabled={busy}>
            {say('consoleMessagesSendTest')}
          </button>
        </form>
      )}
      {error && (
        <p className="cf-error" role="alert">
          ⚠ {error}
        </p>
      )}
      {done && <p role="status">{done}</p>}
    </li>
  );
}
