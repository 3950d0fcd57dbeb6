// /staff/messages (decision 0341): the outbox of messages to people, newest first, 50 a page,
// filtered by status; each channel with the provider it goes through and a test send to the
// member's own phone or e-mail; a failed message sent again. Moments are the shop's (India).
import { type SubmitEvent, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import {
  type ChannelView,
  MESSAGE_STATUSES,
  type MessageChannel,
  type MessageView,
  type StaffMessagesAnswer,
} from '../../../domain/api/staff/messages.ts';
import { formatShopMoment } from '../../../domain/calendar.ts';

const CHANNEL_NAMES: Record<MessageChannel, string> = { sms: 'SMS', whatsapp: 'WhatsApp', email: 'E-mail' };

const STATUS_NAMES: Record<MessageView['status'], string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Failed',
};

/** The providers' own names, as their dashboards write them. */
const PROVIDER_NAMES: Record<string, string> = {
  msg91: 'MSG91',
  twilio: 'Twilio',
  'whatsapp-cloud': 'WhatsApp Cloud API',
  smtp: 'SMTP',
};
const providerName = (provider: string) => PROVIDER_NAMES[provider] ?? provider;

function routeLine(channel: ChannelView): string {
  if (channel.route === 'provider') return `Sent through ${providerName(channel.provider ?? '')}`;
  if (channel.route === 'webhook') return 'Sent to the shop’s own webhook';
  if (channel.route === 'log') return 'Only written to the server’s log (no provider set up)';
  return 'No provider set up: its messages fail';
}

const moment = (at: string) => formatShopMoment(at, 'en-IN', 'dateTime');

function TestSend({
  channel,
  ownEmail,
  onSent,
}: {
  channel: ChannelView;
  ownEmail: string;
  onSent: (message: MessageView) => void;
}) {
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = CHANNEL_NAMES[channel.channel];
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
    setDone(`Test queued for ${answer.value.message.recipient}: see its row below.`);
    onSent(answer.value.message);
  };

  return (
    <li className={`cf-card${channel.route === 'none' ? ' is-off' : ''}`}>
      <h3>
        {name}{' '}
        <span className={`cf-badge${channel.route === 'provider' ? '' : ' off'}`}>
          {channel.provider ? providerName(channel.provider) : 'none'}
        </span>
      </h3>
      <p>{routeLine(channel)}</p>
      {channel.route !== 'none' && (
        <form className="ms-test" aria-label={`Send a test ${name} message`} onSubmit={(event) => void submit(event)}>
          {byPhone ? (
            <label className="s-field">
              Your mobile number
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
            <p className="s-muted">To your e-mail, {ownEmail}</p>
          )}
          <button type="submit" className="s-btn" disabled={busy}>
            Send a test
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

export default function StaffMessages({ initial }: { initial: StaffMessagesAnswer }) {
  const [status, setStatus] = useState('');
  const [messages, setMessages] = useState(initial.messages);
  const [next, setNext] = useState(initial.next);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const load = async (before: number | null, shown = status) => {
    setLoading(true);
    const chosen = MESSAGE_STATUSES.find((one) => one === shown);
    const answer = await callApi('staff/messages', {
      ...(chosen ? { status: chosen } : {}),
      ...(before ? { before } : {}),
    });
    setLoading(false);
    if (!answer.ok) {
      setError(answer.error.message);
      return;
    }
    setError(null);
    setMessages((list) => (before ? [...list, ...answer.value.messages] : answer.value.messages));
    setNext(answer.value.next);
  };

  const resend = async (message: MessageView) => {
    const answer = await callApi('staff/message-resend', { message_id: message.id });
    if (!answer.ok) {
      setError(answer.error.message);
      return;
    }
    setError(null);
    setMessages((list) => list.map((one) => (one.id === message.id ? answer.value.message : one)));
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void load(null);
  };

  return (
    <>
      <div className="cf-head">
        <h1>Messages</h1>
      </div>
      <h2 className="cf-subhead">Channels</h2>
      <ul className="cf-list" aria-label="Channels">
        {initial.channels.map((channel) => (
          <TestSend
            key={channel.channel}
            channel={channel}
            ownEmail={initial.own_email}
            onSent={(message) => setMessages((list) => [message, ...list])}
          />
        ))}
      </ul>
      <h2 className="cf-subhead">Outbox</h2>
      <form className="s-card au-filters ms-filter" role="search" aria-label="Filter the messages" onSubmit={submit}>
        <label className="s-field">
          Status
          <select value={status} onChange={(event) => setStatus(event.currentTarget.value)}>
            <option value="">Every status</option>
            {MESSAGE_STATUSES.map((one) => (
              <option key={one} value={one}>
                {STATUS_NAMES[one]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="s-btn" disabled={loading}>
          Show
        </button>
        <button type="button" className="s-btn ghost" disabled={loading} onClick={() => void load(null)}>
          Refresh
        </button>
      </form>
      {error && (
        <p className="s-error" role="alert">
          ⚠ {error}
        </p>
      )}
      <p className="s-muted" role="status" aria-live="polite">
        {loading
          ? 'Loading…'
          : `${messages.length}${next ? '+' : ''} ${messages.length === 1 ? 'message' : 'messages'} (sent ones are kept a week)`}
      </p>
      {messages.length === 0 ? (
        <p className="q-empty">Nothing matches.</p>
      ) : (
        <ol className="au-list" aria-label="Messages, newest first" aria-busy={loading}>
          {messages.map((message) => (
            <li key={message.id} className="au-entry" aria-label={`Message ${message.id}`}>
              <div className="au-meta">
                <time dateTime={message.created_at}>{moment(message.created_at)}</time>
                <strong className={`ms-status ms-${message.status}`}>{STATUS_NAMES[message.status]}</strong>
                <span>{CHANNEL_NAMES[message.channel]}</span>
                <span>{message.kind}</span>
                <span>
                  {message.attempts} {message.attempts === 1 ? 'try' : 'tries'}
                </span>
              </div>
              <p className="ms-recipient">To {message.recipient}</p>
              <dl className="ms-facts">
                {message.provider && (
                  <div>
                    <dt>Provider</dt>
                    <dd>
                      {providerName(message.provider)}
                      {message.provider_id ? ` · ${message.provider_id}` : ''}
                    </dd>
                  </div>
                )}
                {message.sent_at && (
                  <div>
                    <dt>Sent</dt>
                    <dd>
                      <time dateTime={message.sent_at}>{moment(message.sent_at)}</time>
                    </dd>
                  </div>
                )}
                {message.status === 'queued' && (
                  <div>
                    <dt>Next try</dt>
                    <dd>
                      <time dateTime={message.next_attempt_at}>{moment(message.next_attempt_at)}</time>
                    </dd>
                  </div>
                )}
                {message.last_error && (
                  <div>
                    <dt>Provider’s answer</dt>
                    <dd>{message.last_error}</dd>
                  </div>
                )}
              </dl>
              {message.status === 'failed' && (
                <p>
                  <button
                    type="button"
                    className="s-btn ghost"
                    aria-label={`Resend message ${message.id}`}
                    onClick={() => void resend(message)}
                  >
                    Resend
                  </button>
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
      {next && (
        <p style={{ textAlign: 'center', marginTop: 16 }}>
          <button type="button" className="s-btn ghost" disabled={loading} onClick={() => void load(next)}>
            Show older messages
          </button>
        </p>
      )}
    </>
  );
}
