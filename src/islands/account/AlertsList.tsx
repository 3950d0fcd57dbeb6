// /alerts: the customer's notifications (§3 Notification: title, message, image,
// time), unread ones highlighted and marked 'New'. The unread count is the
// entries with is_read 0 (§4); tapping one marks it read (and follows its link
// when it has one), 'Mark all read' marks every one.
import { useState, type MouseEvent } from 'react';
import { callApi } from '../../client/api.ts';
import type { NotificationsAnswer } from '../../domain/api/notifications.ts';
import { markNotificationRead, unreadCount } from '../../domain/notifications/notifications.ts';
import { localPath } from '../../domain/local-path.ts';
import { Icon } from '../Icon.tsx';
import { FormAlert, Spinner, useSubmission } from './AccountFormParts.tsx';

/** A notification as the list shows it; `when` is formatted on the server (the customer's language, Indian time). */
export interface AlertView {
  id: number;
  is_read: 0 | 1;
  title: string;
  message: string;
  image: string | null;
  link: string | null;
  when: string;
}

export interface AlertsTexts {
  markAllRead: string;
  unreadCount: string;
  noAlerts: string;
  newAlert: string;
  open: string;
  tooManyTries: string;
}

/** The answer's read flags over the list as shown (the server's list is the truth for is_read). */
function withReadFlags(alerts: AlertView[], answer: NotificationsAnswer): AlertView[] {
  const read = new Map(answer.notifications.map((notification) => [notification.id, notification.is_read]));
  return alerts.map((alert) => ({ ...alert, is_read: read.get(alert.id) ?? alert.is_read }));
}

export default function AlertsList({ alerts: initial, texts }: { alerts: AlertView[]; texts: AlertsTexts }) {
  const [alerts, setAlerts] = useState(initial);
  const [marking, setMarking] = useState<number | 'all' | null>(null);
  const submission = useSubmission();
  const unread = unreadCount(alerts);

  const markRead = async (alert: AlertView): Promise<void> => {
    if (alert.is_read === 1 || marking !== null) return;
    setMarking(alert.id);
    // Shown read at once; the answer confirms (or the flag comes back).
    setAlerts((current) => markNotificationRead(current, alert.id));
    const answer = await submission.run(() => callApi('mark-one-notification-read', { notification_id: alert.id }));
    setMarking(null);
    setAlerts((current) =>
      answer ? withReadFlags(current, answer) : current.map((a) => (a.id === alert.id ? { ...a, is_read: 0 } : a)),
    );
  };

  const markAll = async () => {
    if (marking !== null || unread === 0) return;
    setMarking('all');
    const answer = await submission.run(() => callApi('mark-all-notifications-read', {}));
    setMarking(null);
    if (answer) setAlerts((current) => withReadFlags(current, answer));
  };

  const follow = async (event: MouseEvent<HTMLAnchorElement>, alert: AlertView) => {
    if (alert.is_read === 1) return;
    event.preventDefault();
    const href = event.currentTarget.href;
    await markRead(alert);
    window.location.assign(href);
  };

  if (alerts.length === 0) {
    return (
      <div className="alerts-empty">
        <span className="alerts-empty-art" aria-hidden="true">
          <Icon name="bell" size={40} />
        </span>
        <p>{texts.noAlerts}</p>
      </div>
    );
  }

  return (
    <div className="alerts">
      <div className="alerts-head">
        <p role="status" className="alerts-count">
          {texts.unreadCount.replace('{n}', String(unread))}
        </p>
        <button
          type="button"
          className="acc-link"
          onClick={() => void markAll()}
          disabled={unread === 0}
          aria-busy={marking === 'all'}
        >
          {marking === 'all' ? <Spinner /> : <Icon name="check" size={18} />}
          {texts.markAllRead}
        </button>
      </div>
      <FormAlert submission={submission} tooManyTries={texts.tooManyTries} />
      <ul className="alerts-list">
        {alerts.map((alert) => {
          const content = (
            <>
              {alert.image ? (
                <img className="alert-image" src={alert.image} alt="" width="56" height="56" loading="lazy" />
              ) : (
                <span className="alert-image alert-icon" aria-hidden="true">
                  <Icon name="bell" size={22} />
                </span>
              )}
              <span className="alert-text">
                <span className="alert-title">
                  <b>{alert.title}</b>
                  {alert.is_read === 0 && <span className="alert-new">{texts.newAlert}</span>}
                </span>
                <span className="alert-message">{alert.message}</span>
                <small className="alert-when">{alert.when}</small>
              </span>
            </>
          );
          return (
            <li key={alert.id} className={alert.is_read === 0 ? 'alert unread' : 'alert'}>
              {alert.is_read === 0 ? (
                <button
                  type="button"
                  className="alert-main"
                  onClick={() => void markRead(alert)}
                  aria-busy={marking === alert.id}
                >
                  {content}
                </button>
              ) : (
                <div className="alert-main">{content}</div>
              )}
              {alert.link && (
                <a className="alert-link" href={localPath(alert.link)} onClick={(event) => void follow(event, alert)}>
                  {texts.open} <Icon name="chevron" size={16} />
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
