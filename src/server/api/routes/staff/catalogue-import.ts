// The catalogue file's import (decision 0273): the dry run and the all-or-nothing apply. Both carry
// the file's text, so they take a larger body than other calls (up to twice the file's limit, for
// the quotes and line ends JSON escapes); the dispatcher reads it only for a signed-in caller.
import { CATALOGUE_FILE_MAX_BYTES } from '../../../../domain/catalogue/csv-catalogue.ts';
import { applyCatalogueImport, checkCatalogueImport } from '../../../services/catalogue/staff-catalogue-csv.ts';
import { route } from '../../route.ts';
import { asStaff } from '../staff.ts';

const IMPORT_BODY_BYTES = 2 * CATALOGUE_FILE_MAX_BYTES + 64 * 1024;

export const staffCatalogueImportRoutes = [
  route('staff/catalogue-import-check', {
    auth: 'staff',
    ids: { store_id: 'store' },
    maxBodyBytes: IMPORT_BODY_BYTES,
    handle: (input, _params, call) => asStaff(call, (member) => checkCatalogueImport(call.shop, member, input)),
  }),
  route('staff/catalogue-import-apply', {
    mutates: true,
    auth: 'staff',
    ids: { store_id: 'store' },
    maxBodyBytes: IMPORT_BODY_BYTES,
    handle: (input, _params, call) => asStaff(call, (member) => applyCatalogueImport(call.shop, member, input)),
  }),
];
