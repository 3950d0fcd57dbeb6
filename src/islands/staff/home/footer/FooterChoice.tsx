// The footer's centre button (§2 Footer tabs; decision 0317), chosen among what exists now: the
// published campaigns and info pages, and the app's own screens; or none, so that the footer never
// leads to a missing page. It is part of the home's draft and is published with it.
import { APP_SCREENS, type FooterLink } from '../../../../domain/home/home-composition.ts';
import { Field } from '../../form/fields.tsx';
import { useSay } from '../../shell/console-words.tsx';

const NONE = '';

function optionOf(link: FooterLink | null): string {
  if (link === null) return NONE;
  return link.kind === 'screen' ? `screen:${link.path}` : `${link.kind}:${link.slug}`;
}

function linkOf(value: string): FooterLink | null {
  const at = value.indexOf(':');
  const kind = value.slice(0, at);
  const rest = value.slice(at + 1);
  if (kind === 'campaign' || kind === 'page') return { kind, slug: rest };
  if (kind === 'screen') return { kind, path: rest };
  return null;
}

export default function FooterChoice({
  link,
  campaigns,
  pages,
  error,
  onChange,
}: {
  link: FooterLink | null;
  campaigns: readonly string[];
  pages: readonly string[];
  error: string | undefined;
  onChange(link: FooterLink | null): void;
}) {
  const say = useSay();
  const chosen = optionOf(link);
  const options = [
    ...campaigns.map((slug) => ({ value: `campaign:${slug}`, words: say('consoleHomeFooterCampaign', { slug }) })),
    ...pages.map((slug) => ({ value: `page:${slug}`, words: say('consoleHomeFooterPage', { slug }) })),
    ...APP_SCREENS.map((path) => ({ value: `screen:${path}`, words: say('consoleHomeFooterScreen', { path }) })),
  ];
  // A link to what is gone (a campaign taken down) stays listed, so that its refusal shows on it.
  if (chosen !== NONE && !options.some((option) => option.value === chosen))
    options.unshift({ value: chosen, words: say('consoleHomeFooterGone', { link: chosen.replace(':', ': ') }) });
  return (
    <section className="s-card hc-footer" aria-labelledby="hc-footer-title">
      <h2 id="hc-footer-title">{say('consoleHomeFooter')}</h2>
      <p className="s-muted">{say('consoleHomeFooterHint')}</p>
      <Field id="hc-footer_link" label={say('consoleHomeFooterLeadsTo')} error={error}>
        {(props) => (
          <select {...props} value={chosen} onChange={(event) => onChange(linkOf(event.currentTarget.value))}>
            <option value={NONE}>{say('consoleHomeFooterNone')}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.words}
              </option>
            ))}
          </select>
        )}
      </Field>
    </section>
  );
}
