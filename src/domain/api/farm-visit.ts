// Requests and answers of the farm-visit calls (§2 Farm visit form, §3 Farm visit
// answers and Date card, §4 Farm form, §5). Both are for signed-in customers.
// Text is bounded here; whether it is filled in, and the dates, phone numbers and
// headcounts, are judged by src/domain/staff/farm-visit.ts so the island and the server agree.
import { z } from 'zod';
import type { DateCard } from '../types.ts';
import { signedInRequest } from './accounts.ts';
import { latitude, longitude, text } from './fields.ts';

const NAME_MAX = 100;
const LOCATION_MAX = 500;
const HOW_HEARD_MAX = 200;

/** A headcount as sent; whole and not negative is checked by the domain rule (§5), so its message names the field. */
const headcount = z.number().default(0);

export const farmVisitDatesRequest = signedInRequest({});

export const bookFarmVisitRequest = signedInRequest({
  name: text(NAME_MAX),
  mobile_number: text(30),
  alternative_mobile_number: text(30).default(''),
  /** The location text (the customer's delivery address, or typed). */
  location: text(LOCATION_MAX),
  latitude: z.union([latitude, z.null()]).optional(),
  longitude: z.union([longitude, z.null()]).optional(),
  adults: headcount,
  kids: headcount,
  how_heard: text(HOW_HEARD_MAX).default(''),
  /** ISO yyyy-mm-dd: one of the Date cards' dateToSend. */
  visiting_date: text(10),
});

/** A booking as the server reads it (defaults filled in). */
export type BookFarmVisitRequest = z.output<typeof bookFarmVisitRequest>;

/** §3 Date cards for the form: the next 4 Saturdays or Sundays with their filled flags. */
export interface FarmVisitDatesAnswer {
  dates: DateCard[];
  /** §4 The first day that is neither filled nor already booked by this customer; null when none. */
  preselected: string | null;
  /** Days among `dates` this customer has already booked (a customer books a day once). */
  booked_dates: string[];
}

export interface FarmVisitBooking {
  id: number;
  name: string;
  mobile_number: string;
  alternative_mobile_number: string;
  location: string;
  adults: number;
  kids: number;
  how_heard: string;
  visiting_date: string;
  created_at: string;
}

export interface FarmVisitBookedAnswer {
  success: true;
  /** §2 'Your form has been submitted. Our team will get back to you shortly.' */
  message: string;
  booking: FarmVisitBooking;
}
