// The preview of the saved draft: a link that works for a while on the editor's own phone, and the
// page itself at phone width.
import type { Ref } from 'react';
import type { StaffContentPreviewLinkAnswer } from '../../../../domain/api/staff/content.ts';
import { useSay } from '../../shell/console-words.tsx';
import { useReader } from '../content-reader.tsx';

export default function PreviewPanel({
  preview,
  ref,
}: {
  preview: StaffContentPreviewLinkAnswer;
  ref: Ref<HTMLElement>;
}) {
  const say = useSay();
  const { when } = useReader();
  return (
    <section className="ct-panel" aria-labelledby="ct-preview-heading" ref={ref}>
      <h2 id="ct-preview-heading" tabIndex={-1}>
        {say('consoleContentPreview')}
      </h2>
      <p>
        <a href={preview.url} target="_blank" rel="noopener">
          {say('consoleContentOpenPreview')}
        </a>{' '}
        {say('consoleContentPreviewUntil', { when: when(preview.expires_at) })}
      </p>
      <p className="ct-preview-url">{new URL(preview.url, window.location.origin).href}</p>
      <iframe
        className="ct-preview"
        src={preview.url}
        title={say('consoleContentPreviewFrame')}
        width="390"
        height="720"
      />
    </section>
  );
}
