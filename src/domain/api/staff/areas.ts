// Requests and answers of the console's Areas screen (decision 0315): the areas the shop serves,
// each saved or removed one at a time. The bounds here only keep a body sane; the rules a person is
// told about are domain/areas/areas.ts areaRefusals, refused on each field.
import { z } from 'zod';
import { id, optionalToken, text } from '../fields.ts';

function staffRequest<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject({ token: optionalToken, ...shape });
}

export const staffAreasRequest = staffRequest({});
export const staffAreaSaveRequest = staffRequest({
  /** The area edited, or null for a new one. */
  area_id: z.union([id, z.null()]),
  name: text(200),
  name_mr: text(200),
  city: text(200),
  pincode: text(20),
  latitude: z.number(),
  longitude: z.number(),
  store_ids: z.array(id).max(500),
});
export type StaffAreaSaveInput = z.output<typeof staffAreaSaveRequest>;
export const staffAreaRemoveRequest = staffRequest({ area_id: id });

/** One area as the console shows it. */
export interface StaffAreaView {
  id: number;
  name: string;
  name_mr: string;
  city: string;
  pincode: string;
  latitude: number;
  longitude: number;
  store_ids: number[];
}

export interface StaffAreasAnswer {
  areas: StaffAreaView[];
  /** Every store, to choose which serve an area. */
  stores: { id: number; name: string }[];
}
