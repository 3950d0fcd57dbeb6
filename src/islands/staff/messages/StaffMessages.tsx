// /staff/messages (decision 0341): the outbox of messages to people, newest first, 50 a page,
// filtered by status; each channel with the provider it goes through and a test send to the
// member's own phone or e-mail; a failed message sent again. Moments are the shop's (India).
import { type SubmitEvent, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import { MESSAGE_STATUSES, type MessageView, type StaffMessagesAnswer } from '../../../domain/api/staff/messages.ts';
import { formatShopMoment } from '../../../domain/calendar.ts';
import type { ConsoleWordKey } from '../../../domain/staff/console-words.ts';
import { type ConsoleWords, ConsoleWordsProvider, useSay } from '../shell/console-words.tsx';
import { channelName, providerName, TestSend } from './TestSend.tsx';

const STATUS_WORDS = {
  queued: 'consoleMessagesStatusQueued',
  sending: 'consoleMessagesStatusSending',
  sent: 'consoleMessagesStatusSent',
  delivered: 'consoleMessagesStatusDelivered',
  failed: 'consoleMessagesStatusFailed',
} as const satisfies Record<MessageView['status'], ConsoleWordKey>;

interface Props {
  initial: StaffMessagesAnswer;
  /** The `consoleMessages…` words in the member's console language (decision 0345). */
  words: ConsoleWords;
  /** The member's language as a locale ('mr-IN'), for the moments shown. */
  locale: string;
}

export default function StaffMessages(props: Props) {
  return (
    <ConsoleWordsProvider value={props.words}>
      <Messages {...props} />
    </ConsoleWordsProvider>
  );
}

function Messages({ initial, locale }: Props) {
  const say = useSay();
  const moment = (at: string) => formatShopMoment(at, locale, 'dateTime');
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
        <h1>{say('consoleMessagesTitle')}</h1>
      </div>
      <h2 className="cf-subhead">{say('consoleMessagesChannels')}</h2>
      <ul className="cf-list" aria-label={say('consoleMessagesChannels')}>
        {initial.channels.map((channel) => (
          <TestSend
            key={channel.channel}
            channel={channel}
            ownEmail={initial.own_email}
            onSent={(message) => setMessages((list) => [message, ...list])}
          />
        ))}
      </ul>
      <h2 className="cf-subhead">{say('consoleMessagesOutbox')}</h2>
      <form
        className="s-card au-filters ms-filter"
        role="search"
        aria-label={say('consoleMessagesFilter')}
        onSubmit={submit}
      >
        <label className="s-field">
          {say('consoleMessagesStatus')}
          <select value={status} onChange={(event) => setStatus(event.currentTarget.value)}>
            <option value="">{say('consoleMessagesEveryStatus')}</option>
            {MESSAGE_STATUSES.map((one) => (
              <option key={one} value={one}>
                {say(STATUS_WORDS[one])}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="s-btn" disabled={loading}>
          {say('consoleMessagesShow')}
        </button>
        <button type="button" className="s-btn ghost" disabled={loading} onClick={() => void load(null)}>
          {say('consoleMessagesRefresh')}
        </button>
      </form>
      {error && (
        <p className="s-error" role="alert">
          ⚠ {error}
        </p>
      )}
      <p className="s-muted" role="status" aria-live="polite">
        {loading
          ? say('consoleMessagesLoading')
          : say(messages.length === 1 && !next ? 'consoleMessagesCountOne' : 'consoleMessagesCountMany', {
              count: `${messages.length}${next ? '+' : ''}`,
            })}
      </p>
      {messages.length === 0 ? (
        <p className="q-empty">{say('consoleMessagesNothing')}</p>
      ) : (
        <ol className="au-list" aria-label={say('consoleMessagesList')} aria-busy={loading}>
          {messages.map((message) => (
            <li key={message.id} className="au-entry" aria-label={say('consoleMessagesMessage', { id: message.id })}>
              <div className="au-meta">
                <time dateTime={message.created_at}>{moment(message.created_at)}</time>
                <strong className={`ms-status ms-${message.status}`}>{say(STATUS_WORDS[message.status])}</strong>
                <span>{channelName(message.channel, say)}</span>
                <span>{message.kind}</span>
                <span>
                  {say(message.attempts === 1 ? 'consoleMessagesTriesOne' : 'consoleMessagesTriesMany', {
                    count: message.attempts,
                  })}
                </span>
              </div>
              <p className="ms-recipient">{say('consoleMessagesTo', { recipient: message.recipient })}</p>
              <dl className="ms-facts">
                {message.provider && (
                  <div>
                    <dt>{say('consoleMessagesProvider')}</dt>
                    <dd>
                      {providerName(message.provider)}
                      {message.provider_id ? ` · ${message.provider_id}` : ''}
                    </dd>
                  </div>
                )}
                {message.sent_at && (
                  <div>
                    <dt>{say('consoleMessagesSent')}</dt>
                    <dd>
                      <time dateTime={message.sent_at}>{moment(message.sent_at)}</time>
                    </dd>
                  </div>
                )}
                {message.status === 'queued' && (
                  <div>
                    <dt>{say('consoleMessagesNextTry')}</dt>
                    <dd>
                      <time dateTime={message.next_attempt_at}>{moment(message.next_attempt_at)}</time>
                    </dd>
                  </div>
                )}
                {message.last_error && (
                  <div>
                    <dt>{say('consoleMessagesProviderAnswer')}</dt>
                    <dd>{message.last_error}</dd>
                  </div>
                )}
              </dl>
              {message.status === 'failed' && (
                <p>
                  <button
                    type="button"
                    className="s-btn ghost"
                    aria-label={say('consoleMessagesResendMessage', { id: message.id })}
                    onClick={() => void resend(message)}
                  >
                    {say('consoleMessagesResend')}
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
            {say('consoleMessagesOlder')}
          </button>
        </p>
      )}
    </>
  );
}
