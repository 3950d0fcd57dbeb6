// An info page's own fields: its place among the info pages and the day it last changed.
import type { ContentDoc, PageDoc } from '../../../../domain/content/documents.ts';
import { Field } from '../../form/fields.tsx';
import { useSay } from '../../shell/console-words.tsx';
import { fieldId } from '../content-form.ts';

interface Props {
  page: PageDoc;
  errors: Record<string, string>;
  update(change: (draft: ContentDoc) => void): void;
}

export default function PageFields({ page, errors, update }: Props) {
  const say = useSay();
  return (
    <div className="cf-grid">
      <Field
        id={fieldId('order')}
        label={say('consoleContentOrder')}
        hint={say('consoleContentOrderHint')}
        error={errors.order}
      >
        {(props) => (
          <input
            {...props}
            type="number"
            inputMode="numeric"
            min={0}
            max={10000}
            value={page.order}
            onChange={(event) =>
              update((draft) => {
                (draft as PageDoc).order = Number(event.currentTarget.value) || 0;
              })
            }
          />
        )}
      </Field>
      <Field
        id={fieldId('updated')}
        label={say('consoleContentUpdated')}
        hint={say('consoleContentUpdatedHint')}
        error={errors.updated}
      >
        {(props) => (
          <input
            {...props}
            type="date"
            value={page.updated ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              update((draft) => {
                (draft as PageDoc).updated = value === '' ? null : value;
              });
            }}
          />
        )}
      </Field>
    </div>
  );
}
