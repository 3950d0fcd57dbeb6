// /staff/home (decisions 0283, 0317): an editor composes the customers' home. The rows in order
// (rows/: added of each kind the storefront renders, moved with buttons, restyled where the spec
// allows, shown or hidden, given days, removed; each section's title in English and Marathi and its
// items found by name, each slider's name and slides), the deal of the day (deals/), and where the
// footer's centre button leads (footer/). Changes are kept as a draft customers never see
// (status/); the preview renders the draft at a point on the map (preview/); publishing applies it
// at once. The draft and its steps are held by use-home-draft.ts.
import type { StaffHomeAnswer } from '../../../domain/api/staff/home.ts';
import type { RuleWords } from '../form/field-errors.ts';
import { type ConsoleWords, ConsoleWordsProvider, useSay } from '../shell/console-words.tsx';
import DealsOfTheDay from './deals/DealsOfTheDay.tsx';
import FooterChoice from './footer/FooterChoice.tsx';
import PreviewPlace from './preview/PreviewPlace.tsx';
import HomeRows from './rows/HomeRows.tsx';
import DraftStatus from './status/DraftStatus.tsx';
import { useHomeDraft } from './use-home-draft.ts';
import './home.css';

interface Props {
  initial: StaffHomeAnswer;
  today: string;
  /** The member's locale for dates ('en-IN-u-nu-latn', 'mr-IN-u-nu-latn'). */
  locale: string;
  /** The `consoleHome…` words in the member's console language (decision 0345). */
  words: ConsoleWords;
  /** The home rules' lines (`said…`) in the member's language, for the reasons under the fields. */
  ruleWords: RuleWords;
}

export default function StaffHome(props: Props) {
  return (
    <ConsoleWordsProvider value={props.words}>
      <HomeComposer {...props} />
    </ConsoleWordsProvider>
  );
}

function HomeComposer({ initial, today, locale, ruleWords }: Props) {
  const say = useSay();
  const draft = useHomeDraft(initial, ruleWords);
  const { composition, references, errors } = draft;
  return (
    <div className="hc" ref={draft.root}>
      <div className="cf-head">
        <h1>{say('consoleTabHome')}</h1>
      </div>
      <div className="hc-top">
        <DraftStatus draft={draft} locale={locale} />
        <PreviewPlace draft={draft} />
      </div>
      <HomeRows draft={draft} />
      <DealsOfTheDay draft={draft} today={today} />
      <FooterChoice
        link={composition.footer_link}
        campaigns={references.campaigns}
        pages={references.pages}
        error={errors.footer_link}
        onChange={(footer_link) => draft.change({ ...composition, footer_link })}
      />
    </div>
  );
}
