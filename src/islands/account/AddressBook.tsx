// /my-addresses: the saved addresses as §2 address cards — tag, house and address,
// the default tick, and delete behind 'Are you sure?' (hidden for the default,
// §5). 'Set as default' also makes it the stored delivery address (§4), so the
// home's header shows it. 'Edit' corrects an address's house and tag, the
// default's too (AddressEditSheet.tsx). A new address comes from the location
// flow, which returns here once it is saved.
import { useState } from 'react';
import { callApi } from '../../client/api.ts';
import { ADDRESSES_PATH } from '../../client/account.ts';
import { rememberReturnPath, SEARCH_LOCATION_PATH } from '../../client/location-flow.ts';
import { type PresetTagNames, shownTag } from '../../domain/accounts/address-tag.ts';
import type { AddressView } from '../../domain/api/accounts.ts';
import type { AddressesAnswer } from '../../domain/api/addresses.ts';
import { $deliveryAddress, setDeliveryAddress } from '../../stores/location.ts';
import { refreshProfile } from '../../stores/user.ts';
import { Icon, tagIcon } from '../Icon.tsx';
import { FormAlert, Spinner, SubmitButton, useSubmission } from './AccountFormParts.tsx';
import { ConfirmDialog } from '../Sheet.tsx';
import { AddressEditSheet, type AddressEditTexts } from './AddressEditSheet.tsx';

export interface AddressBookTexts {
  defaultAddress: string;
  setDefault: string;
  delete: string;
  areYouSure: string;
  deleteConfirm: string;
  cancel: string;
  addNew: string;
  noAddress: string;
  /** §3 Address: the preset tags in the page's language. */
  tags: PresetTagNames;
  tooManyTries: string;
  edit: string;
  editSheet: AddressEditTexts;
}

/** The device's delivery address, when it is this saved address (the header shows its house and tag). */
function followEdit(address: AddressView): void {
  const device = $deliveryAddress.get();
  if (!device || device.lat !== address.latitude || device.lng !== address.longitude) return;
  setDeliveryAddress({ ...device, house: address.house || null, tag: address.tag || null });
}

/** The device's stored delivery address, from a saved one (§4 "saved as the stored delivery address"). */
function deliverTo(address: AddressView): void {
  setDeliveryAddress({
    lat: address.latitude,
    lng: address.longitude,
    address: address.address,
    house: address.house || null,
    tag: address.tag || null,
  });
}

/**
 * A deleted address the device was delivering to: the device goes back to the default (the
 * header no longer names a place the account has not got).
 */
function followDelete(deleted: AddressView, left: AddressView[]): void {
  const device = $deliveryAddress.get();
  if (!device || device.lat !== deleted.latitude || device.lng !== deleted.longitude) return;
  const fallback = left.find((address) => address.is_default);
  if (fallback) deliverTo(fallback);
}

function ConfirmDelete({
  address,
  texts,
  onCancel,
  onDeleted,
}: {
  address: AddressView;
  texts: AddressBookTexts;
  onCancel(): void;
  onDeleted(answer: AddressesAnswer): void;
}) {
  const submission = useSubmission();

  const confirm = async () => {
    const answer = await submission.run(() => callApi('delete-address', { address_id: address.id }));
    if (answer) onDeleted(answer);
  };

  return (
    <ConfirmDialog
      open
      className="acc-dialog"
      labelledBy="delete-address-title"
      describedBy="delete-address-text"
      onClose={onCancel}
    >
      <h2 id="delete-address-title">{texts.areYouSure}</h2>
      <p id="delete-address-text">
        {texts.deleteConfirm} <b>{[address.house, address.address].filter(Boolean).join(', ')}</b>
      </p>
      <FormAlert submission={submission} tooManyTries={texts.tooManyTries} />
      <div className="confirm-actions">
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          {texts.cancel}
        </button>
        <SubmitButton type="button" busy={submission.busy} variant="danger" onClick={() => void confirm()}>
          {texts.delete}
        </SubmitButton>
      </div>
    </ConfirmDialog>
  );
}

export default function AddressBook({
  addresses: initial,
  texts,
}: {
  addresses: AddressView[];
  texts: AddressBookTexts;
}) {
  const [addresses, setAddresses] = useState(initial);
  const [deleting, setDeleting] = useState<AddressView | null>(null);
  const [editing, setEditing] = useState<AddressView | null>(null);
  const [settingDefault, setSettingDefault] = useState<number | null>(null);
  const submission = useSubmission();

  const makeDefault = async (address: AddressView) => {
    if (settingDefault !== null) return;
    setSettingDefault(address.id);
    const answer = await submission.run(() => callApi('set-default-address', { address_id: address.id }));
    setSettingDefault(null);
    if (!answer) return;
    setAddresses(answer.addresses);
    // §4 Setting a default address: it is saved as the stored delivery address.
    deliverTo(address);
    void refreshProfile();
  };

  return (
    <div className="addr-book">
      <a className="addr-add" href={SEARCH_LOCATION_PATH} onClick={() => rememberReturnPath(ADDRESSES_PATH)}>
        <span className="addr-add-icon">
          <Icon name="plus" size={20} />
        </span>
        {texts.addNew}
        <Icon name="chevron" size={18} />
      </a>
      <FormAlert submission={submission} tooManyTries={texts.tooManyTries} />
      {addresses.length === 0 ? (
        <p className="addr-none">{texts.noAddress}</p>
      ) : (
        <ul className="addr-list">
          {addresses.map((address) => {
            const titleId = `address-${address.id}`;
            return (
              <li
                key={address.id}
                className={address.is_default ? 'addr-card default' : 'addr-card'}
                aria-labelledby={titleId}
              >
                <span className="addr-icon">
                  <Icon name={tagIcon(address.tag, texts.tags)} size={20} />
                </span>
                <div className="addr-body">
                  <p className="addr-head">
                    <b id={titleId}>{shownTag(address.tag, texts.tags) ?? texts.tags.other}</b>
                    {address.is_default && (
                      <span className="addr-default">
                        <Icon name="check" size={14} /> {texts.defaultAddress}
                      </span>
                    )}
                  </p>
                  {address.house && <p className="addr-house">{address.house}</p>}
                  <p className="addr-line">{address.address}</p>
                  <div className="addr-actions">
                    <button
                      type="button"
                      className="addr-action"
                      aria-haspopup="dialog"
                      aria-describedby={titleId}
                      onClick={() => setEditing(address)}
                    >
                      <Icon name="edit" size={16} />
                      {texts.edit}
                    </button>
                    {!address.is_default && (
                      <>
                        <button
                          type="button"
                          className="addr-action"
                          onClick={() => void makeDefault(address)}
                          aria-busy={settingDefault === address.id}
                        >
                          {settingDefault === address.id && <Spinner />}
                          {texts.setDefault}
                        </button>
                        <button
                          type="button"
                          className="addr-action danger"
                          aria-haspopup="dialog"
                          onClick={() => setDeleting(address)}
                        >
                          <Icon name="trash" size={16} />
                          {texts.delete}
                        </button>
                      </>
                    )}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {editing && (
        <AddressEditSheet
          address={editing}
          texts={texts.editSheet}
          onClose={() => setEditing(null)}
          onSaved={(answer) => {
            setAddresses(answer.addresses);
            const edited = answer.addresses.find((address) => address.id === editing.id);
            if (edited) followEdit(edited);
            if (edited?.is_default) void refreshProfile();
            setEditing(null);
          }}
        />
      )}
      {deleting && (
        <ConfirmDelete
          address={deleting}
          texts={texts}
          onCancel={() => setDeleting(null)}
          onDeleted={(answer) => {
            setAddresses(answer.addresses);
            followDelete(deleting, answer.addresses);
            setDeleting(null);
          }}
        />
      )}
    </div>
  );
}
