// §2 Farm visit form, for signed-in customers: name, mobile numbers, location (with
// Change → the 'Choose your location?' popup), adults and kids steppers, how the
// visitor heard of us, the date cards the server computed (the next 4 Saturdays or
// Sundays; a filled day is not choosable), and Submit Form. §5: a missing required
// answer opens 'Please fill all the details' and nothing is sent; the mobile numbers
// must be mobile numbers by the shop's one phone rule (§5 Phone numbers), which the server
// judges: its answer marks the field. After the booking is stored, the confirmation (§2).
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { callApi } from '../../client/api.ts';
import { rememberReturnPath, takeReturnPath } from '../../client/location-flow.ts';
import type { PublicUser } from '../../domain/api/accounts.ts';
import type { FarmVisitBooking, FarmVisitDatesAnswer } from '../../domain/api/farm-visit.ts';
import {
  dateCardWords,
  isVisitForNobody,
  validateFarmVisitForm,
  type FarmVisitField,
} from '../../domain/staff/farm-visit.ts';
import { shownTag } from '../../domain/accounts/address-tag.ts';
import { displayPhone } from '../../domain/accounts/phone.ts';
import type { FarmVisitAnswers, StoredDeliveryAddress } from '../../domain/types.ts';
import { $deliveryAddress } from '../../stores/location.ts';
import { $user, signIn } from '../../stores/user.ts';
import { Confirmation, DateCards, MessageDialog, Stepper } from './parts.tsx';
import type { FarmVisitTexts } from './texts.ts';
import { LocationSheet } from '../location/LocationPopup.tsx';
import { Icon, tagIcon } from '../Icon.tsx';
import { useMounted } from '../use-mounted.ts';
import { useTypedValue } from '../use-typed-value.ts';
import './farm-visit.css';

const FARM_VISIT_FORM_PATH = '/farm-visit-form';
const LOGIN_PATH = `/login?next=${encodeURIComponent(FARM_VISIT_FORM_PATH)}`;

interface Props {
  texts: FarmVisitTexts;
  /** The signed-in customer (the page has checked the session): prefills name and mobile. */
  profile: PublicUser;
  /** The delivery address of the `loc` cookie: the server's snapshot until the device's is read. */
  initialLocation: StoredDeliveryAddress | null;
  /** §3 Date cards as the server computed them from its clock. */
  initialDates: FarmVisitDatesAnswer;
  /** The page's locale (shopLocale of its language): how the date cards are written. */
  locale: string;
}

type MobileField = Extract<FarmVisitField, 'mobile_number' | 'alternative_mobile_number'>;

function locationText(address: StoredDeliveryAddress | null): string {
  if (!address) return '';
  return address.house ? `${address.house}, ${address.address}` : address.address;
}

/** The mobile fields the server's answer says are not mobile numbers. */
function mobileFields(fields: Readonly<Record<string, string>> | undefined): MobileField[] {
  const named: MobileField[] = ['mobile_number', 'alternative_mobile_number'];
  return named.filter((field) => fields?.[field] !== undefined);
}

function openDay(dates: FarmVisitDatesAnswer, day: string | null): boolean {
  const card = dates.dates.find((one) => one.dateToSend === day);
  return card !== undefined && !card.filled && !dates.booked_dates.includes(card.dateToSend);
}

export default function FarmVisitForm({ texts, profile, initialLocation, initialDates, locale }: Props) {
  const mounted = useMounted();
  const device = useStore($deliveryAddress);
  const location = mounted ? (device ?? initialLocation) : initialLocation;
  const locationTag = location ? shownTag(location.tag, texts.locationTexts.tags) : null;
  const ids = { name: useId(), mobile: useId(), alt: useId(), how: useId(), location: useId() };

  const [name, setName, nameRef] = useTypedValue(profile.name);
  const [mobile, setMobile, mobileRef] = useTypedValue(profile.phone ? displayPhone(profile.phone) : '');
  const [altMobile, setAltMobile, altMobileRef] = useTypedValue();
  const [adults, setAdults] = useState(1);
  const [kids, setKids] = useState(0);
  const [howHeard, setHowHeard] = useState('');
  const [dates, setDates] = useState(initialDates);
  const [selected, setSelected] = useState<string | null>(initialDates.preselected);
  const [badFields, setBadFields] = useState<MobileField[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [popupOpen, setPopupOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [booking, setBooking] = useState<FarmVisitBooking | null>(null);

  // The session is the page's proof of sign-in; the device keeps the public profile too,
  // so the popup shows the saved addresses even when this device never saw the login.
  useEffect(() => {
    if ($user.get()?.id !== profile.id) signIn(profile);
  }, [profile]);

  const refreshDates = async () => {
    const answer = await callApi('get-farm-visit-dates', {});
    if (!answer.ok) {
      console.warn('Farm visit dates unavailable:', answer.error);
      return;
    }
    setDates(answer.value);
    setSelected((current) => (openDay(answer.value, current) ? current : answer.value.preselected));
  };

  const editMobile = (field: MobileField, value: string) => {
    (field === 'mobile_number' ? setMobile : setAltMobile)(value);
    setBadFields((fields) => fields.filter((one) => one !== field));
  };

  const openPopup = () => {
    // A search or 'use current location' from the popup comes back here (§4).
    rememberReturnPath(FARM_VISIT_FORM_PATH);
    setPopupOpen(true);
  };
  const closePopup = () => {
    takeReturnPath();
    setPopupOpen(false);
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const answers: FarmVisitAnswers = {
      name,
      mobile_number: mobile,
      alternative_mobile_number: altMobile,
      location: locationText(location),
      adults,
      kids,
      how_heard: howHeard,
      visiting_date: selected ?? '',
    };
    const closed = new Set(
      dates.dates.filter((card) => !openDay(dates, card.dateToSend)).map((card) => card.dateToSend),
    );
    const checked = validateFarmVisitForm(answers, closed);
    if (!checked.ok) {
      // §5 Nothing is sent. All filled in, for nobody: the form says so, not "fill all the details".
      setMessage(checked.reason === 'invalid_fields' && isVisitForNobody(answers) ? texts.noVisitors : texts.missing);
      return;
    }
    setSending(true);
    const answer = await callApi('book-farm-visit', {
      ...checked.answers,
      latitude: location?.lat ?? null,
      longitude: location?.lng ?? null,
    });
    if (answer.ok) {
      setBooking(answer.value.booking);
      return;
    }
    setSending(false);
    console.warn('The farm visit form was not submitted:', answer.error);
    if (answer.error.code === 'unauthorized') {
      window.location.assign(LOGIN_PATH);
      return;
    }
    if (answer.error.code === 'conflict') void refreshDates();
    const mobiles = mobileFields(answer.error.fields);
    if (mobiles.length > 0) {
      setBadFields(mobiles);
      // The message names the field when only the optional, alternative number is wrong.
      setMessage(mobiles.includes('mobile_number') ? texts.badMobile : texts.badAltMobile);
      return;
    }
    setMessage(answer.error.code === 'internal' ? texts.failed : answer.error.message);
  };

  if (booking) {
    const card = dates.dates.find((one) => one.dateToSend === booking.visiting_date);
    const details = [
      { label: texts.date, value: card ? dateCardWords(card, locale).label : booking.visiting_date },
      { label: texts.adults, value: String(booking.adults) },
      { label: texts.kids, value: String(booking.kids) },
    ];
    return <Confirmation title={texts.successTitle} text={texts.success} details={details} homeText={texts.home} />;
  }

  const mobileError = badFields.includes('mobile_number');
  const altError = badFields.includes('alternative_mobile_number');
  return (
    <form className="fv-form" onSubmit={submit} noValidate>
      <p className="fv-intro">{texts.intro}</p>

      <div className="fv-card">
        <div className="fv-field">
          <label className="fv-label" htmlFor={ids.name}>
            {texts.name}
          </label>
          <input
            id={ids.name}
            type="text"
            autoComplete="name"
            maxLength={100}
            value={name}
            ref={nameRef}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className="fv-field">
          <label className="fv-label" htmlFor={ids.mobile}>
            {texts.mobile}
          </label>
          <input
            id={ids.mobile}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={20}
            placeholder={texts.mobilePlaceholder}
            value={mobile}
            ref={mobileRef}
            aria-invalid={mobileError}
            aria-describedby={mobileError ? `${ids.mobile}-error` : undefined}
            onChange={(e) => editMobile('mobile_number', e.target.value)}
          />
          {mobileError && (
            <p id={`${ids.mobile}-error`} className="fv-error">
              {texts.badMobile}
            </p>
          )}
        </div>
        <div className="fv-field">
          <label className="fv-label" htmlFor={ids.alt}>
            {texts.altMobile} <small>({texts.optional})</small>
          </label>
          <input
            id={ids.alt}
            type="tel"
            inputMode="tel"
            maxLength={20}
            placeholder={texts.mobilePlaceholder}
            value={altMobile}
            ref={altMobileRef}
            aria-invalid={altError}
            aria-describedby={altError ? `${ids.alt}-error` : undefined}
            onChange={(e) => editMobile('alternative_mobile_number', e.target.value)}
          />
          {altError && (
            <p id={`${ids.alt}-error`} className="fv-error">
              {texts.badAltMobile}
            </p>
          )}
        </div>
      </div>

      <div className="fv-card">
        <div className="fv-location-head">
          <h2 className="fv-label" id={ids.location}>
            {texts.location}
          </h2>
          <button type="button" className="fv-change" onClick={openPopup} disabled={!mounted} aria-haspopup="dialog">
            {texts.change}
          </button>
        </div>
        <div className={location ? 'fv-location' : 'fv-location empty'} aria-labelledby={ids.location} role="group">
          <span className="fv-location-icon">
            <Icon name={location ? tagIcon(location.tag, texts.locationTexts.tags) : 'pin'} size={20} />
          </span>
          {location ? (
            <span className="fv-location-text">
              {locationTag && <b>{locationTag}</b>}
              <span>{locationText(location)}</span>
            </span>
          ) : (
            <span className="fv-location-text">
              <span>{texts.noLocation}</span>
            </span>
          )}
        </div>
      </div>

      <div className="fv-card fv-counts">
        <Stepper
          label={texts.adults}
          value={adults}
          decrease={texts.decrease}
          increase={texts.increase}
          onChange={setAdults}
        />
        <Stepper
          label={texts.kids}
          value={kids}
          decrease={texts.decrease}
          increase={texts.increase}
          onChange={setKids}
        />
      </div>

      <div className="fv-card">
        <div className="fv-field">
          <label className="fv-label" htmlFor={ids.how}>
            {texts.howKnow} <small>({texts.optional})</small>
          </label>
          <select id={ids.how} value={howHeard} onChange={(e) => setHowHeard(e.target.value)}>
            <option value="">{texts.howKnowChoose}</option>
            {texts.howKnowOptions.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="fv-card">
        <DateCards
          legend={texts.date}
          cards={dates.dates}
          bookedDates={dates.booked_dates}
          selected={selected}
          filledText={texts.filled}
          bookedText={texts.booked}
          emptyText={texts.allFilled}
          locale={locale}
          onSelect={setSelected}
        />
      </div>

      <div className="fv-submit-bar">
        <button type="submit" className="btn fv-submit" aria-busy={sending} disabled={!mounted}>
          {sending && <span className="fv-spinner" aria-hidden="true" />}
          {sending ? texts.submitting : texts.submit}
        </button>
      </div>

      <MessageDialog message={message} ok={texts.ok} onClose={() => setMessage(null)} />
      {popupOpen && (
        <LocationSheet
          title={texts.popupTitle}
          texts={texts.locationTexts}
          returnTo={FARM_VISIT_FORM_PATH}
          onClose={closePopup}
          // §4 From the farm form: the popup closes (the chosen address is already the
          // delivery address) and the form's checks run again with it.
          onChosen={() => {
            closePopup();
            void refreshDates();
          }}
        />
      )}
    </form>
  );
}
