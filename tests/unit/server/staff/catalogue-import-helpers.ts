// The smallest valid catalogue import: the header alone (nothing to change), and the check its
// dry run answers, for the tests that walk every staff call with a valid body.
import { CATALOGUE_COLUMNS } from '../../../../src/domain/catalogue/csv-catalogue.ts';
import { planImport } from '../../../../src/domain/catalogue/csv-plan.ts';
import { pictureNames } from '../../../../src/domain/catalogue/csv-pictures.ts';
import { planFingerprint } from '../../../../src/server/services/catalogue/staff-catalogue-csv.ts';

export const EMPTY_CATALOGUE_FILE = `${CATALOGUE_COLUMNS.join(',')}\r\n`;

/** An empty file's plan is the same for every store: nothing new, changed or unchanged. */
export const EMPTY_IMPORT_CHECK = planFingerprint(
  planImport([], {
    store_slug: '',
    items: [],
    categories: new Set(),
    units: new Set(),
    other_slugs: new Set(),
    pictures: pictureNames([]),
  }),
);
