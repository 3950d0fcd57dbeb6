// Publishing an entry: now or at a time, with an optional time to take it down, and taking down
// what customers see. The checks' count says whether a publish can go through.
import type { StaffContentEntryAnswer } from '../../../../domain/api/staff/content.ts';
import type { ContentProblem } from '../../../../domain/content/documents.ts';
import { Field } from '../../form/fields.tsx';
import { useSay } from '../../shell/console-words.tsx';
import { fieldId } from '../content-form.ts';
import { useReader } from '../content-reader.tsx';
import type { Schedule } from '../use-content-draft.ts';
import type { Message } from '../use-content-steps.ts';
import StepFeedback from './StepFeedback.tsx';

interface Props {
  entry: StaffContentEntryAnswer | null;
  problems: readonly ContentProblem[];
  schedule: Schedule;
  errors: Record<string, string>;
  busy: boolean;
  said: Message;
  onSchedule(schedule: Partial<Schedule>): void;
  onPublish(): void;
  onUnpublish(): void;
}

export default function PublishPanel({
  entry,
  problems,
  schedule,
  errors,
  busy,
  said,
  onSchedule,
  onPublish,
  onUnpublish,
}: Props) {
  const say = useSay();
  const { when: whenOf } = useReader();
  const status = entry?.status ?? 'draft';
  const { when, publishAt, takeDownAt } = schedule;
  return (
    <section className="ct-panel" aria-labelledby="ct-publish-heading">
      <h2 id="ct-publish-heading">{say('consoleContentPublish')}</h2>
      <p className="s-muted">
        {problems.length === 0
          ? say('consoleContentChecksClear')
          : problems.length === 1
            ? say('consoleContentOneCheck')
            : say('consoleContentChecks', { count: problems.length })}
        {entry?.publish_at && status === 'scheduled'
          ? ` ${say('consoleContentScheduledFor', { when: whenOf(entry.publish_at) })}`
          : ''}
        {entry?.take_down_at ? ` ${say('consoleContentTakenDownFor', { when: whenOf(entry.take_down_at) })}` : ''}
      </p>
      <fieldset className="cf-group">
        <legend>{say('consoleContentWhen')}</legend>
        <div className="cf-options">
          <label>
            <input type="radio" name="ct-when" checked={when === 'now'} onChange={() => onSchedule({ when: 'now' })} />{' '}
            {say('consoleContentNow')}
          </label>
          <label>
            <input
              type="radio"
              name="ct-when"
              checked={when === 'later'}
              onChange={() => onSchedule({ when: 'later' })}
            />{' '}
            {say('consoleContentAtATime')}
          </label>
        </div>
      </fieldset>
      <div className="cf-grid">
        {when === 'later' && (
          <Field id={fieldId('publish_at')} label={say('consoleContentPublishAt')} error={errors.publish_at}>
            {(props) => (
              <input
                {...props}
                type="datetime-local"
                value={publishAt}
                onChange={(event) => onSchedule({ publishAt: event.currentTarget.value })}
              />
            )}
          </Field>
        )}
        <Field id={fieldId('take_down_at')} label={say('consoleContentTakeDownAt')} error={errors.take_down_at}>
          {(props) => (
            <input
              {...props}
              type="datetime-local"
              value={takeDownAt}
              onChange={(event) => onSchedule({ takeDownAt: event.currentTarget.value })}
            />
          )}
        </Field>
      </div>
      <div className="s-row ct-actions">
        <button type="button" className="s-btn" disabled={busy} onClick={onPublish}>
          {when === 'later' ? say('consoleContentSchedule') : say('consoleContentPublishNow')}
        </button>
        {(status === 'published' || status === 'scheduled' || status === 'held') && (
          <button type="button" className="s-btn danger" disabled={busy} onClick={onUnpublish}>
            {say('consoleContentUnpublish')}
          </button>
        )}
      </div>
      <StepFeedback message={said} />
    </section>
  );
}
