// /my-account: the 'Edit profile' sheet of the profile card (§7 update profile, tax number,
// avatar). The picture is an uploaded photo shrunk in the browser to what the server keeps (a
// small PNG, JPEG or WebP data URL), or a https link. A changed e-mail or phone shows the
// current-password field the server asks for with it (decision 0167).
import { useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { callApi } from '../../client/api.ts';
import { avatarDataUrl, initialsOf } from '../../client/avatar.ts';
import type { PendingContactChange, ProfileAnswer, PublicUser } from '../../domain/api/accounts.ts';
import type { Result } from '../../domain/api/errors.ts';
import { canonicalMobile, displayPhone } from '../../domain/accounts/phone.ts';
import type { ProfileTexts } from './AccountProfile.tsx';
import { Field, FormAlert, FormSheet, PasswordField, SubmitButton, useSubmission } from './AccountFormParts.tsx';
import { Icon } from '../Icon.tsx';

export function Avatar({ name, avatar, size }: { name: string; avatar: string | null; size: number }) {
  return avatar ? (
    <img className="acc-avatar" src={avatar} alt="" width={size} height={size} />
  ) : (
    <span
      className="acc-avatar acc-initials"
      style={{ width: size, height: size, fontSize: size * 0.38 }}
      aria-hidden="true"
    >
      {initialsOf(name) || <Icon name="user" size={size * 0.5} />}
    </span>
  );
}

interface SheetProps {
  profile: PublicUser;
  texts: ProfileTexts;
  /** The largest avatar data URL the server keeps (characters). */
  avatarMaxChars: number;
  onClose(): void;
  onSaved(profile: PublicUser, pending: PendingContactChange | null): void;
}

export function EditSheet({ profile, texts, avatarMaxChars, onClose, onSaved }: SheetProps) {
  const file = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(profile.name);
  const [email, setEmail] = useState(profile.email ?? '');
  const shownPhone = profile.phone ? displayPhone(profile.phone) : '';
  const [phone, setPhone] = useState(shownPhone);
  const [currentPassword, setCurrentPassword] = useState('');
  const [taxNumber, setTaxNumber] = useState(profile.tax_number ?? '');
  const emailChanged = email.trim() !== '' && email.trim().toLowerCase() !== (profile.email ?? '');
  // The same number written another way ("+91 98000 00001") is no change: no password asked.
  const phoneChanged = phone.trim() !== '' && phone.trim() !== shownPhone && canonicalMobile(phone) !== profile.phone;
  const contactChanged = emailChanged || phoneChanged;
  const [avatar, setAvatar] = useState(profile.avatar);
  const [avatarUrl, setAvatarUrl] = useState(profile.avatar?.startsWith('https://') ? profile.avatar : '');
  const [shrinking, setShrinking] = useState(false);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const submission = useSubmission();

  const pickPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    setShrinking(true);
    setPhotoError(null);
    const url = await avatarDataUrl(picked, avatarMaxChars);
    setShrinking(false);
    if (url === null) {
      setPhotoError(texts.photoTooLarge);
      return;
    }
    setAvatar(url);
    setAvatarUrl('');
  };

  const save = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submission.busy || shrinking) return;
    const wantedAvatar = avatarUrl.trim() !== '' ? avatarUrl.trim() : avatar;
    const saved = await submission.run(async (): Promise<Result<ProfileAnswer>> => {
      let answer: Result<ProfileAnswer> | null = null;
      const changes = {
        ...(name.trim() !== profile.name ? { name: name.trim() } : {}),
        ...(emailChanged ? { email: email.trim() } : {}),
        ...(phoneChanged ? { phone: phone.trim() } : {}),
        ...(taxNumber.trim() !== (profile.tax_number ?? '')
          ? { tax_number: taxNumber.trim() === '' ? null : taxNumber.trim() }
          : {}),
        ...(contactChanged ? { current_password: currentPassword } : {}),
      };
      if (Object.keys(changes).length > 0) {
        answer = await callApi('update-profile', changes);
        if (!answer.ok) return answer;
      }
      if (wantedAvatar !== profile.avatar) {
        const pictured = await callApi('update-avatar', { avatar: wantedAvatar });
        if (!pictured.ok)
          return {
            ok: false,
            error: { ...pictured.error, fields: renameField(pictured.error.fields, 'avatar', 'avatar_url') },
          };
        const pending = answer?.ok ? answer.value.pending_change : null;
        answer = { ok: true, value: { ...pictured.value, pending_change: pending } };
      }
      return answer ?? { ok: true, value: { success: true, data: profile, pending_change: null } };
    });
    if (saved) onSaved(saved.data, saved.pending_change);
  };

  return (
    <FormSheet
      titleId="edit-profile-title"
      title={texts.editProfile}
      closeLabel={texts.close}
      onClose={onClose}
      onSubmit={(event) => void save(event)}
    >
      <div className="sheet-scroll acc-form">
        <FormAlert submission={submission} tooManyTries={texts.tooManyTries} />
        <div className="acc-photo">
          <Avatar
            name={name || profile.name}
            avatar={avatarUrl.trim().startsWith('https://') ? avatarUrl.trim() : avatar}
            size={72}
          />
          <div className="acc-photo-actions">
            <input
              ref={file}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              hidden
              onChange={(event) => void pickPhoto(event)}
            />
            <button
              type="button"
              className="btn btn-outline acc-small"
              onClick={() => file.current?.click()}
              aria-busy={shrinking}
            >
              <Icon name="camera" size={18} /> {texts.uploadPhoto}
            </button>
            {(avatar || avatarUrl) && (
              <button
                type="button"
                className="acc-link"
                onClick={() => {
                  setAvatar(null);
                  setAvatarUrl('');
                }}
              >
                {texts.removePhoto}
              </button>
            )}
          </div>
        </div>
        {photoError && (
          <p className="acc-error" role="alert">
            <span aria-hidden="true">!</span> {photoError}
          </p>
        )}
        <Field
          label={texts.photoUrl}
          name="avatar-url"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={avatarUrl}
          onChange={(event) => setAvatarUrl(event.target.value)}
          error={submission.fieldError('avatar_url')}
        />
        <Field
          label={texts.name}
          name="name"
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={submission.fieldError('name')}
          maxLength={100}
        />
        <Field
          label={texts.email}
          name="email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={submission.fieldError('email')}
        />
        <Field
          label={texts.phone}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          error={submission.fieldError('phone')}
          maxLength={30}
        />
        {contactChanged && (
          <PasswordField
            label={texts.currentPassword}
            showLabel={texts.showPassword}
            name="current-password"
            autoComplete="current-password"
            hint={texts.currentPasswordHint}
            value={currentPassword}
            onChange={(event) => setCurrentPassword(event.target.value)}
            error={submission.fieldError('current_password')}
          />
        )}
        <Field
          label={`${texts.taxNumber} (${texts.optional})`}
          name="tax-number"
          autoCapitalize="characters"
          value={taxNumber}
          onChange={(event) => setTaxNumber(event.target.value)}
          error={submission.fieldError('tax_number')}
          maxLength={32}
        />
      </div>
      <footer className="sheet-footer">
        <SubmitButton busy={submission.busy} disabled={shrinking || submission.waiting > 0}>
          {texts.save}
        </SubmitButton>
      </footer>
    </FormSheet>
  );
}

function renameField(
  fields: Record<string, string> | undefined,
  from: string,
  to: string,
): Record<string, string> | undefined {
  if (!fields || !(from in fields)) return fields;
  const { [from]: text, ...rest } = fields;
  return text === undefined ? rest : { ...rest, [to]: text };
}
