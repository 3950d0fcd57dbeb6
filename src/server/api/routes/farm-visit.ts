import { bookFarmVisit, farmVisitDates } from '../../services/content/farm-visit.ts';
import { route, signedInUserOf } from '../route.ts';

const self = { user_id: 'self' } as const;

export const farmVisitRoutes = [
  route('get-farm-visit-dates', {
    auth: 'required',
    ids: self,
    handle: async (_input, _params, call) => farmVisitDates(call.shop, (await signedInUserOf(call)).id),
  }),
  route('book-farm-visit', {
    mutates: true,
    auth: 'required',
    ids: self,
    handle: async (input, _params, call) => bookFarmVisit(call.shop, (await signedInUserOf(call)).id, input),
  }),
];
