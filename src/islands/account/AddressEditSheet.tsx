// /my-addresses: a saved address's house and tag, corrected (decision 0110).
// The place itself is shown, not edited: another place is another address, added
// through the location flow. The tag is one of the presets, saved by its English name (§3 Address,
// src/domain/accounts/address-tag.ts), or the word the address was saved with, kept as it was.
import { type SubmitEvent, useState } from 'react';
import { callApi } from '../../client/api.ts';
import { PRESET_TAGS, type PresetTagNames, presetTagOf, storedPreset } from '../../domain/accounts/address-tag.ts';
import type { AddressView } from '../../domain/api/accounts.ts';
import type { AddressesAnswer } from '../../domain/api/addresses.ts';
import { Field, FormAlert, FormSheet, SubmitButton, useSubmission } from './AccountFormParts.tsx';
import { Icon } from '../Icon.tsx';

export interface AddressEditTexts {
  title: string;
  house: string;
  housePlaceholder: string;
  saveAs: string;
  save: string;
  close: string;
  tags: PresetTagNames;
  tooManyTries: string;
}

/** The longest house line a saved address takes (the save-address call's limit). */
const HOUSE_MAX = 200;

export function AddressEditSheet({
  address,
  texts,
  onClose,
  onSaved,
}: {
  address: AddressView;
  texts: AddressEditTexts;
  onClose(): void;
  onSaved(answer: AddressesAnswer): void;
}) {
  const submission = useSubmission();
  const [house, setHouse] = useState(address.house ?? '');
  const preset = presetTagOf(address.tag, texts.tags);
  // A word the customer typed when saving it ("Parents") stays a choice of its own.
  const ownTag = preset === null && address.tag?.trim() ? address.tag.trim() : null;
  const choices = [
    ...PRESET_TAGS.map((option) => ({ value: storedPreset(option), label: texts.tags[option] })),
    ...(ownTag ? [{ value: ownTag, label: ownTag }] : []),
  ];
  const [tag, setTag] = useState(preset ? storedPreset(preset) : (ownTag ?? storedPreset('home')));

  const save = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submission.busy) return;
    const answer = await submission.run(() =>
      callApi('update-address', { address_id: address.id, house: house.trim(), tag }),
    );
    if (answer) onSaved(answer);
  };

  return (
    <FormSheet
      titleId="edit-address-title"
      title={texts.title}
      closeLabel={texts.close}
      onClose={onClose}
      onSubmit={(event) => void save(event)}
    >
      <div className="sheet-scroll acc-form">
        <FormAlert submission={submission} tooManyTries={texts.tooManyTries} />
        <p className="addr-edit-place">
          <Icon name="pin" size={18} /> {address.address}
        </p>
        <Field
          label={texts.house}
          name="house"
          autoComplete="address-line1"
          placeholder={texts.housePlaceholder}
          value={house}
          onChange={(event) => setHouse(event.target.value)}
          error={submission.fieldError('house')}
          maxLength={HOUSE_MAX}
        />
        <fieldset className="addr-tags">
          <legend>{texts.saveAs}</legend>
          {choices.map((choice) => (
            <label key={choice.value} className="addr-tag">
              <input
                type="radio"
                name="tag"
                value={choice.value}
                checked={tag === choice.value}
                onChange={() => setTag(choice.value)}
              />
              <span>{choice.label}</span>
            </label>
          ))}
        </fieldset>
      </div>
      <footer className="sheet-footer">
        <SubmitButton busy={submission.busy} disabled={submission.waiting > 0}>
          {texts.save}
        </SubmitButton>
      </footer>
    </FormSheet>
  );
}
