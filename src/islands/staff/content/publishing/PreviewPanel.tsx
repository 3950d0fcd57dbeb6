// The preview of the saved draft: a link that works for a while on the editor's own phone, and the
// page itself at phone width.
import type { Ref } from 'react';
import type { StaffContentPreviewLinkAnswer } from '../../../../domain/api/staff/content.ts';
import { whenOf } from '../content-form.ts';

export default function PreviewPanel({
  preview,
  ref,
}: {
  preview: StaffContentPreviewLinkAnswer;
  ref: Ref<HTMLElement>;
}) {
  return (
    <section className="ct-panel" aria-labelledby="ct-preview-heading" ref={ref}>
      <h2 id="ct-preview-heading" tabIndex={-1}>
        Preview
      </h2>
      <p>
        <a href={preview.url} target="_blank" rel="noopener">
          Open the preview
        </a>{' '}
        on your own phone: the link works until {whenOf(preview.expires_at)}.
      </p>
      <p className="ct-preview-url">{new URL(preview.url, window.location.origin).href}</p>
      <iframe
        className="ct-preview"
        src={preview.url}
        title="Preview at phone width (390 px)"
        width="390"
        height="720"
      />
    </section>
  );
}
