// /staff/settings (decision 0284): the shop's settings that are not words, each a field of its type
// (a colour, a list of tip amounts, on or off, a number, text), checked by the server's own rule
// before they are sent (domain/staff/setting-values.ts); a refused one says why on its field.
import { Fragment, type SubmitEvent, useMemo, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { SettingView, StaffSettingsAnswer } from '../../../domain/api/staff/words.ts';
import type { ConsoleWordKey } from '../../../domain/staff/console-words.ts';
import { checkSettingValue, SETTING_TYPE_HINTS, type SettingType } from '../../../domain/staff/setting-values.ts';
import type { FieldErrors } from '../form/field-errors.ts';
import { Field, focusFirstRefused } from '../form/fields.tsx';
import PictureFromLibrary from '../media/PictureFromLibrary.tsx';
import { type ConsoleWords, ConsoleWordsProvider, type Say, useSay } from '../shell/console-words.tsx';
import { type RuleWords, sayRule } from '../shell/rule-words.ts';
import './words.css';

/** Names for the settings whose key reads poorly; the others are their key in words. */
const NAMES: Readonly<Record<string, ConsoleWordKey>> = {
  storeColor: 'consoleSettingsNameStoreColor',
  'cartColor-bg': 'consoleSettingsNameCartColor',
  tips: 'consoleSettingsNameTips',
  tips_percentage: 'consoleSettingsNameTipsPercentage',
  enGDMA: 'consoleSettingsNameEnGdma',
  showGdpr: 'consoleSettingsNameShowGdpr',
  firebaseSenderId: 'consoleSettingsNameFirebaseSenderId',
  firebasePublic: 'consoleSettingsNameFirebasePublic',
  riderWaitAlertMinutes: 'consoleSettingsNameRiderWait',
};

/** 'desktopSocialFacebookLink' → 'Desktop social facebook link' (the key in words: it names the shop's data). */
function settingName(key: string, say: Say): string {
  const named = NAMES[key];
  if (named) return say(named);
  const words = key
    .replace(/[-_]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The settings that name a picture: their field shows it with its library name, and the library to
 * choose one from, as every console picture field does (decision 0326).
 */
const PICTURE_SETTINGS: Readonly<Record<string, string>> = { storeLogo: 'the shop’s logo' };

/** The settings under a heading each by type, the shop's look first. */
const GROUPS: readonly { type: SettingType; title: ConsoleWordKey }[] = [
  { type: 'colour', title: 'consoleSettingsGroupColour' },
  { type: 'amounts', title: 'consoleSettingsGroupAmounts' },
  { type: 'flag', title: 'consoleSettingsGroupFlag' },
  { type: 'number', title: 'consoleSettingsGroupNumber' },
  { type: 'text', title: 'consoleSettingsGroupText' },
];

/** A text setting's hint: a link may be the word null, which hides it (§2). */
function hintOf(setting: SettingView, say: Say): string {
  const hint =
    setting.type === 'text' && /(Link|Url)$/.test(setting.key)
      ? say('consoleSettingsHintLink')
      : say(SETTING_TYPE_HINTS[setting.type]);
  return `${setting.key} · ${hint}`;
}

/** `query`: the search a link opened the screen with (?q=, the Your shop checklist's). */
interface SettingsProps {
  initial: StaffSettingsAnswer;
  query?: string;
  /** The console's words in the member's language (decision 0345). */
  words: ConsoleWords;
  /** The settings' rules' sentences, for the form's own checks. */
  rules: RuleWords;
}

export default function StaffSettings({ words, ...props }: SettingsProps) {
  return (
    <ConsoleWordsProvider value={words}>
      <Settings {...props} />
    </ConsoleWordsProvider>
  );
}

function Settings({ initial, query: opened = '', rules }: Omit<SettingsProps, 'words'>) {
  const say = useSay();
  const [settings, setSettings] = useState<SettingView[]>(initial.settings);
  const [drafts, setDrafts] = useState<Readonly<Record<string, string>>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [query, setQuery] = useState(opened);
  const [notice, setNotice] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A refusal about fields goes once its fields are mended or undone; any other stays until the next save.
  const [refusedOnFields, setRefusedOnFields] = useState(0);

  const shown = useMemo(() => {
    const words = query.trim().toLowerCase();
    return words === ''
      ? settings
      : settings.filter((setting) =>
          [setting.key, settingName(setting.key, say), setting.value].some((text) =>
            text.toLowerCase().includes(words),
          ),
        );
  }, [settings, query, say]);
  const typedValue = (setting: SettingView) => drafts[setting.key] ?? setting.value;
  const changed = Object.keys(drafts);

  const change = (setting: SettingView, value: string) => {
    setDrafts((current) => {
      const next = { ...current };
      if (value === setting.value) delete next[setting.key];
      else next[setting.key] = value;
      return next;
    });
    setErrors((current) => ({ ...current, [setting.key]: undefined }));
  };

  const save = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const refused: Record<string, string> = {};
    for (const [key, value] of Object.entries(drafts)) {
      const setting = settings.find((one) => one.key === key);
      const checked = setting ? checkSettingValue(setting.type, value) : null;
      if (checked && !checked.ok) refused[key] = sayRule(rules, checked.reason);
    }
    setNotice(null);
    if (Object.keys(refused).length > 0) {
      setErrors(refused);
      setFormError(say('consoleSettingsFix'));
      setRefusedOnFields(Object.keys(refused).length);
      focusFirstRefused(form);
      return;
    }
    if (changed.length === 0) return;
    setBusy(true);
    const answer = await callApi('staff/settings-save', {
      settings: Object.entries(drafts).map(([key, value]) => ({ key, value })),
    });
    setBusy(false);
    if (!answer.ok) {
      setErrors(answer.error.fields ?? {});
      setFormError(answer.error.message);
      setRefusedOnFields(Object.keys(answer.error.fields ?? {}).length);
      focusFirstRefused(form);
      return;
    }
    const saved = new Map(answer.value.saved.map((setting) => [setting.key, setting]));
    setSettings((list) => list.map((setting) => saved.get(setting.key) ?? setting));
    setDrafts({});
    setErrors({});
    setFormError(null);
    const count = answer.value.saved.length;
    setNotice(
      count === 0
        ? say('consoleSettingsNothingToSave')
        : say(count === 1 ? 'consoleSettingsSavedOne' : 'consoleSettingsSavedMany', {
            count,
            version: answer.value.settings_version,
          }),
    );
  };

  const field = (setting: SettingView) => {
    const id = `setting-${setting.key}`;
    const value = typedValue(setting);
    const picture = PICTURE_SETTINGS[setting.key];
    return (
      <Fragment key={setting.key}>
        <Field id={id} label={settingName(setting.key, say)} error={errors[setting.key]} hint={hintOf(setting, say)}>
          {(props) =>
            setting.type === 'flag' ? (
              <select {...props} value={value} onChange={(event) => change(setting, event.currentTarget.value)}>
                <option value="true">{say('consoleSettingsOn')}</option>
                <option value="false">{say('consoleSettingsOff')}</option>
              </select>
            ) : setting.type === 'colour' ? (
              <span className="st-colour">
                <input
                  {...props}
                  value={value}
                  autoComplete="off"
                  spellCheck={false}
                  onChange={(event) => change(setting, event.currentTarget.value)}
                />
                <span
                  className="st-swatch"
                  aria-hidden="true"
                  style={{ background: checkSettingValue('colour', value).ok ? value : 'transparent' }}
                />
              </span>
            ) : (
              <input
                {...props}
                value={value}
                autoComplete="off"
                inputMode={setting.type === 'number' ? 'decimal' : undefined}
                onChange={(event) => change(setting, event.currentTarget.value)}
              />
            )
          }
        </Field>
        {picture !== undefined && (
          <PictureFromLibrary image={value} of={picture} onChoose={(image) => change(setting, image)} />
        )}
      </Fragment>
    );
  };

  return (
    <form onSubmit={save} noValidate aria-labelledby="settings-title">
      <div className="cf-head">
        <h1 id="settings-title">{say('consoleSettingsTitle')}</h1>
      </div>
      <p className="s-muted">{say('consoleSettingsAbout')}</p>
      <div className="wd-tools s-card">
        <div className="s-field wd-search">
          <label htmlFor="settings-search">{say('consoleSettingsSearch')}</label>
          <input
            id="settings-search"
            type="search"
            value={query}
            placeholder={say('consoleSettingsSearchHint')}
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
        </div>
      </div>
      <p className="s-muted" role="status" aria-live="polite">
        {notice ?? say('consoleSettingsShown', { shown: shown.length, count: settings.length })}
      </p>
      {formError && (refusedOnFields === 0 || Object.values(errors).some(Boolean)) && (
        <p className="s-error" role="alert">
          ⚠ {formError}
        </p>
      )}
      {GROUPS.map(({ type, title }) => {
        const inGroup = shown.filter((setting) => setting.type === type);
        return inGroup.length === 0 ? null : (
          <section key={type} aria-labelledby={`settings-${type}`}>
            <h2 id={`settings-${type}`} className="wd-screen">
              {say(title)}
            </h2>
            <div className="st-list">{inGroup.map(field)}</div>
          </section>
        );
      })}
      <div className="wd-bar">
        <span>
          {changed.length === 0
            ? say('consoleSettingsUnchanged')
            : changed.length === 1
              ? say('consoleSettingsChangedOne')
              : say('consoleSettingsChangedMany', { count: changed.length })}
        </span>
        <button type="submit" className="s-btn" disabled={busy || changed.length === 0}>
          {say('consoleSettingsSave')}
        </button>
      </div>
    </form>
  );
}
