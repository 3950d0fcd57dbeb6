// /my-account: the profile card (picture, name, phone, e-mail, tax number) with its
// 'Edit profile' sheet (ProfileEditSheet.tsx), and below it a new e-mail or phone waiting
// for the code sent to it (ContactChangeCard; decision 0167).
import { useRef, useState } from 'react';
import type { PendingContactChange, PublicUser } from '../../domain/api/accounts.ts';
import { displayPhone } from '../../domain/accounts/phone.ts';
import { fillTemplate } from '../../domain/text.ts';
import { followSession } from '../../stores/user.ts';
import { ContactChangeCard, type ContactChangeTexts } from './ContactChangeCard.tsx';
import { Icon } from '../Icon.tsx';
import { Avatar, EditSheet } from './ProfileEditSheet.tsx';

export interface ProfileTexts {
  editProfile: string;
  name: string;
  phone: string;
  email: string;
  taxNumber: string;
  optional: string;
  changePhoto: string;
  uploadPhoto: string;
  photoUrl: string;
  removePhoto: string;
  photoTooLarge: string;
  save: string;
  close: string;
  tooManyTries: string;
  currentPassword: string;
  currentPasswordHint: string;
  showPassword: string;
  contactChange: ContactChangeTexts;
}

interface Props {
  profile: PublicUser;
  /** A new e-mail or phone waiting for its code, as the server rendered it. */
  pending: PendingContactChange | null;
  texts: ProfileTexts;
  /** The largest avatar data URL the server keeps (characters). */
  avatarMaxChars: number;
}

export default function AccountProfile({ profile: initial, pending: pendingAtFirst, texts, avatarMaxChars }: Props) {
  const [profile, setProfile] = useState(initial);
  const [pending, setPending] = useState(pendingAtFirst);
  const [editing, setEditing] = useState(false);
  // What the status line under the profile says after a change waiting for its code ends.
  const [ended, setEnded] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const saved = (next: PublicUser) => {
    setProfile(next);
    followSession(next);
  };

  return (
    <>
      <section className="acc-profile" aria-labelledby="profile-name">
        <Avatar name={profile.name} avatar={profile.avatar} size={64} />
        <div className="acc-who">
          <h2 id="profile-name">{profile.name}</h2>
          {profile.phone && <p>{displayPhone(profile.phone)}</p>}
          {profile.email && <p>{profile.email}</p>}
          {profile.tax_number && (
            <p>
              {texts.taxNumber}: {profile.tax_number}
            </p>
          )}
        </div>
        <button
          ref={editButton}
          type="button"
          className="acc-edit"
          aria-haspopup="dialog"
          onClick={() => setEditing(true)}
        >
          <Icon name="edit" size={18} />
          <span>{texts.editProfile}</span>
        </button>
        {editing && (
          <EditSheet
            profile={profile}
            texts={texts}
            avatarMaxChars={avatarMaxChars}
            onClose={() => setEditing(false)}
            onSaved={(next, waiting) => {
              saved(next);
              if (waiting) {
                setPending(waiting);
                setEnded(null);
              }
              setEditing(false);
            }}
          />
        )}
      </section>
      {pending && (
        <ContactChangeCard
          key={`${pending.field}:${pending.value}`}
          pending={pending}
          first={pending.field === 'phone' ? !profile.phone : !profile.email}
          texts={texts.contactChange}
          onConfirmed={(next) => {
            saved(next);
            const value = pending.field === 'phone' && next.phone ? displayPhone(next.phone) : pending.value;
            setPending(null);
            setEnded(fillTemplate(texts.contactChange.confirmed, { value }));
            // The card and its button are gone: the focus goes back to where a change starts.
            editButton.current?.focus();
          }}
          onWithdrawn={() => {
            const firstOne = pending.field === 'phone' ? !profile.phone : !profile.email;
            setPending(null);
            setEnded(firstOne ? texts.contactChange.withdrawnFirst : texts.contactChange.withdrawn);
            editButton.current?.focus();
          }}
        />
      )}
      <p className="acc-withdrawn" role="status">
        {ended !== null && !pending ? ended : ''}
      </p>
    </>
  );
}
