import { getAllLanguages, getSettings, getSingleLanguage } from '../../services/shop/settings.ts';
import { route } from '../route.ts';

export const settingsRoutes = [
  route('get-settings', {
    cacheable: true,
    handle: (_input, _params, { shop }) => getSettings(shop),
  }),
  route('get-all-languages', {
    cacheable: true,
    handle: (_input, _params, { shop }) => getAllLanguages(shop),
  }),
  route('get-single-language', {
    cacheable: true,
    handle: (input, _params, { shop }) =>
      getSingleLanguage(shop, input.id !== undefined ? { id: input.id } : { code: input.code ?? '' }),
  }),
];
