// §7 Settings and languages.
import { getAllLanguagesRequest, getSettingsRequest, getSingleLanguageRequest } from '../../../domain/api/settings.ts';
import { getAllLanguages, getSettings, getSingleLanguage } from '../../services/settings.ts';
import { route } from '../route.ts';

export const settingsRoutes = [
  route({
    path: 'get-settings',
    body: getSettingsRequest,
    cacheable: true,
    handle: (_input, _params, { shop }) => getSettings(shop),
  }),
  route({
    path: 'get-all-languages',
    body: getAllLanguagesRequest,
    cacheable: true,
    handle: (_input, _params, { shop }) => getAllLanguages(shop),
  }),
  route({
    path: 'get-single-language',
    body: getSingleLanguageRequest,
    cacheable: true,
    handle: (input, _params, { shop }) =>
      getSingleLanguage(shop, input.id !== undefined ? { id: input.id } : { code: input.code ?? '' }),
  }),
];
