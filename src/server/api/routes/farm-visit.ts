// §2 Farm visit form, §7 "Farm form submit": the date cards and the booking, for
// signed-in customers only (§6). The session says who books, never the body.
import { bookFarmVisitRequest, farmVisitDatesRequest } from '../../../domain/api/farm-visit.ts';
import { bookFarmVisit, farmVisitDates } from '../../services/farm-visit.ts';
import { route, signedInUserOf } from '../route.ts';

const self = { user_id: 'self' } as const;

export const farmVisitRoutes = [
  route({
    path: 'get-farm-visit-dates',
    body: farmVisitDatesRequest,
    auth: 'required',
    ids: self,
    handle: async (_input, _params, call) => farmVisitDates(call.shop, (await signedInUserOf(call)).id),
  }),
  route({
    path: 'book-farm-visit',
    body: bookFarmVisitRequest,
    mutates: true,
    auth: 'required',
    ids: self,
    handle: async (input, _params, call) => bookFarmVisit(call.shop, (await signedInUserOf(call)).id, input),
  }),
];
