// What a catalogue file would do to a store's stored catalogue (decision 0273): each row is new
// (an item or a size the store does not have), changed (what differs, old → new) or unchanged, and
// each bad line says why: a store that is not the one chosen, a category or unit the shop does not
// have, a picture the media library does not have (decision 0318), the same size twice, an item's own columns that disagree between its rows, and every rule of
// catalogue-rules.ts (sale price above price, stock below 0 without the flag, one default size…).
// The plan is all or nothing: the server applies it only when there is no problem. Pure.
import {
  type FieldProblem,
  itemProblems,
  nameProblems,
  type VariantFields,
  variantProblems,
} from './catalogue-rules.ts';
import { type CatalogueColumn, type FileRow, type LineProblem, rupeesText } from './csv-catalogue.ts';
import { type PictureNames, picturesOfCell } from './csv-pictures.ts';
import { allAtOnce, type Steps } from '../steps.ts';

/** A stored variant, as the plan compares it. */
export interface StoredVariant {
  id: number;
  name: string;
  unit: string;
  measurement: number;
  regular_price_paise: number;
  sale_price_paise: number;
  member_price_paise: number | null;
  stock: number;
  is_infinite: boolean;
  is_negative: boolean;
  is_default: boolean;
}

/** A stored item of the store, with its variants. */
export interface StoredItem {
  id: number;
  slug: string;
  name: string;
  name_mr: string;
  category_slug: string;
  is_veg: boolean | null;
  is_active: boolean;
  is_free_item: boolean;
  /**
   * The item's pictures in order (items.image first; decision 0326), and its cell as the export
   * writes it (picturesCell).
   */
  images: string[];
  picture: string;
  variants: StoredVariant[];
}

/** The store's catalogue and the shop's names a file may use. */
export interface StoredCatalogue {
  store_slug: string;
  items: StoredItem[];
  categories: ReadonlySet<string>;
  units: ReadonlySet<string>;
  /** Item slugs of other stores' items: a slug is the item's address, one per shop. */
  other_slugs: ReadonlySet<string>;
  /** The media library's names the picture column may use (csv-pictures.ts pictureNames). */
  pictures: PictureNames;
}

/** One difference of a changed row, in the file's words. */
export interface RowChange {
  column: CatalogueColumn;
  before: string;
  after: string;
}

/** A row that does something, for the dry run's table. */
export interface PlannedRow {
  line: number;
  status: 'new' | 'changed';
  item_slug: string;
  variant_name: string;
  changes: RowChange[];
}

/** What an item's own columns are set to (only those that change). */
export interface ItemUpdate {
  item_id: number;
  name?: string;
  /** '' removes the Marathi name. */
  name_mr?: string;
  category_slug?: string;
  is_veg?: boolean | null;
  is_active?: boolean;
  /** The item's pictures in order, the first its picture (items.image). */
  images?: string[];
}

export type VariantValues = Omit<StoredVariant, 'id'>;

export interface VariantUpdate {
  variant_id: number;
  set: Partial<VariantValues>;
}

export interface NewVariant extends VariantValues {
  /** Its place among the item's sizes (file order after the stored ones). */
  position: number;
}

export interface NewItem {
  slug: string;
  name: string;
  name_mr: string;
  category_slug: string;
  is_veg: boolean | null;
  is_active: boolean;
  /** Its pictures in order; null: the file names none, and it shows its category's. */
  images: string[] | null;
  variants: NewVariant[];
}

export interface ImportPlan {
  counts: { new: number; changed: number; unchanged: number };
  rows: PlannedRow[];
  problems: LineProblem[];
  new_items: NewItem[];
  /** Sizes added to items the store has. */
  new_variants: (NewVariant & { item_id: number })[];
  item_updates: ItemUpdate[];
  variant_updates: VariantUpdate[];
}

const VARIANT_COLUMNS: Readonly<Record<string, CatalogueColumn>> = {
  name: 'variant_name',
  measurement: 'measurement',
  regular_price_paise: 'price',
  sale_price_paise: 'sale_price',
  member_price_paise: 'member_price',
  stock: 'stock',
};

/** A rule's refusal of a variant field, on the file's column; the stock rule in the file's words. */
function lineProblemOf(line: number, problem: FieldProblem, row: FileRow): LineProblem {
  const field = problem.field.replace(/^variants\.\d+\./, '');
  const column = VARIANT_COLUMNS[field] ?? null;
  if (field === 'stock' && Number.isInteger(row.stock) && row.stock < 0 && !row.is_negative)
    return { line, column, reason: `Stock ${row.stock} is below 0: set negative_allowed to yes, or give 0 or more.` };
  return { line, column, reason: problem.reason };
}

function variantFieldsOf(row: FileRow): VariantFields {
  return {
    name: row.variant_name,
    name_mr: '',
    measurement: row.measurement,
    regular_price_paise: row.regular_price_paise,
    sale_price_paise: row.sale_price_paise,
    member_price_paise: row.member_price_paise,
    stock: row.stock,
    is_infinite: row.is_infinite,
    is_negative: row.is_negative,
    is_default: row.is_default,
  };
}

function valuesOf(row: FileRow): VariantValues {
  return {
    name: row.variant_name,
    unit: row.unit,
    measurement: row.measurement,
    regular_price_paise: row.regular_price_paise,
    sale_price_paise: row.sale_price_paise,
    member_price_paise: row.member_price_paise,
    stock: row.stock,
    is_infinite: row.is_infinite,
    is_negative: row.is_negative,
    is_default: row.is_default,
  };
}

const yesNo = (flag: boolean | null): string => (flag === null ? '' : flag ? 'yes' : 'no');
const money = (paise: number | null): string => (paise === null ? '' : rupeesText(paise));

/** How each compared value reads in the dry run's table. */
const VARIANT_DIFF: readonly { key: keyof VariantValues; column: CatalogueColumn; show: (value: never) => string }[] = [
  { key: 'name', column: 'variant_name', show: (value: string) => value },
  { key: 'unit', column: 'unit', show: (value: string) => value },
  { key: 'measurement', column: 'measurement', show: (value: number) => String(value) },
  { key: 'regular_price_paise', column: 'price', show: money },
  { key: 'sale_price_paise', column: 'sale_price', show: money },
  { key: 'member_price_paise', column: 'member_price', show: money },
  { key: 'stock', column: 'stock', show: (value: number) => String(value) },
  { key: 'is_infinite', column: 'infinite', show: yesNo },
  { key: 'is_negative', column: 'negative_allowed', show: yesNo },
  { key: 'is_default', column: 'default', show: yesNo },
];

/** The item's own columns, which every row of the item repeats and must agree on. */
const ITEM_COLUMNS = ['item_name', 'item_name_mr', 'category_slug', 'veg', 'active', 'picture'] as const;
function itemValue(row: FileRow, column: (typeof ITEM_COLUMNS)[number]): string {
  if (column === 'item_name') return row.item_name;
  if (column === 'picture') return row.picture ?? '';
  if (column === 'item_name_mr') return row.item_name_mr ?? '';
  if (column === 'category_slug') return row.category_slug;
  if (column === 'veg') return yesNo(row.is_veg);
  return yesNo(row.is_active);
}

interface ItemGroup {
  slug: string;
  stored: StoredItem | undefined;
  rows: FileRow[];
}

/**
 * The plan of `rows` (read by readCatalogueFile, whose problems come along in `fileProblems`)
 * against the stored catalogue. Problems come sorted by line; a plan with any is refused whole.
 */
export function planImport(
  rows: readonly FileRow[],
  stored: StoredCatalogue,
  fileProblems: readonly LineProblem[] = [],
): ImportPlan {
  return allAtOnce(planImportSteps(rows, stored, fileProblems));
}

/** Rows (or items) planned between two steps of planImportSteps: a few milliseconds of work. */
const ROWS_PER_STEP = 250;

/** planImport in steps, for a server that lets other requests run between them (decision 0320). */
export function* planImportSteps(
  rows: readonly FileRow[],
  stored: StoredCatalogue,
  fileProblems: readonly LineProblem[] = [],
): Steps<ImportPlan> {
  const problems: LineProblem[] = [...fileProblems];
  const plan: ImportPlan = {
    counts: { new: 0, changed: 0, unchanged: 0 },
    rows: [],
    problems,
    new_items: [],
    new_variants: [],
    item_updates: [],
    variant_updates: [],
  };
  const itemsBySlug = new Map(stored.items.map((item) => [item.slug, item]));
  const variantOwner = new Map<number, StoredItem>();
  for (const item of stored.items) for (const variant of item.variants) variantOwner.set(variant.id, item);

  const groups = new Map<string, ItemGroup>();
  for (const [index, row] of rows.entries()) {
    if (index % ROWS_PER_STEP === ROWS_PER_STEP - 1) yield;
    const before = problems.length;
    if (row.store_slug !== stored.store_slug)
      problems.push({
        line: row.line,
        column: 'store_slug',
        reason: `This line is for the store “${row.store_slug}”, not ${stored.store_slug}: import each store's rows into that store.`,
      });
    if (!stored.categories.has(row.category_slug))
      problems.push({
        line: row.line,
        column: 'category_slug',
        reason: row.category_slug === '' ? 'Give the category.' : `There is no category “${row.category_slug}”.`,
      });
    if (!stored.units.has(row.unit))
      problems.push({
        line: row.line,
        column: 'unit',
        reason: `There is no unit “${row.unit}” (the shop's units: ${[...stored.units].join(', ')}).`,
      });
    const item = itemsBySlug.get(row.item_slug);
    if (!item && stored.other_slugs.has(row.item_slug))
      problems.push({
        line: row.line,
        column: 'item_slug',
        reason: `The web address name “${row.item_slug}” belongs to an item of another store: choose another.`,
      });
    if (row.variant_id !== null && variantOwner.get(row.variant_id) !== item)
      problems.push({
        line: row.line,
        column: 'variant_id',
        reason: item
          ? `Variant ${row.variant_id} is not a size of ${row.item_slug}: leave variant_id blank for a new size.`
          : `Variant ${row.variant_id} belongs to no item “${row.item_slug}” of this store: leave variant_id blank for a new item.`,
      });
    if (problems.length > before) continue;
    let group = groups.get(row.item_slug);
    if (!group) {
      group = { slug: row.item_slug, stored: item, rows: [] };
      groups.set(row.item_slug, group);
    }
    group.rows.push(row);
  }

  let planned = 0;
  for (const group of groups.values()) {
    planItem(group, plan, stored.pictures);
    planned += group.rows.length;
    if (planned >= ROWS_PER_STEP) {
      planned = 0;
      yield;
    }
  }
  problems.sort((a, b) => a.line - b.line);
  plan.rows.sort((a, b) => a.line - b.line);
  return plan;
}

function planItem(group: ItemGroup, plan: ImportPlan, pictures: PictureNames): void {
  const { problems } = plan;
  const [first] = group.rows;
  if (!first) return;
  const start = problems.length;
  let bad = false;
  // The picture a row names, checked once on the item's first row (its other rows must agree).
  const named = picturesOfCell(first.picture ?? '', pictures);
  for (const reason of named.problems ?? []) problems.push({ line: first.line, column: 'picture', reason });
  const images = named.images ?? null;
  for (const row of group.rows.slice(1)) {
    for (const column of ITEM_COLUMNS) {
      if (itemValue(row, column) !== itemValue(first, column)) {
        problems.push({
          line: row.line,
          column,
          reason: `${column} differs from line ${first.line} of the same item: give the item's columns alike on each of its rows.`,
        });
        bad = true;
      }
    }
  }
  for (const problem of nameProblems(first.item_name, 'item_name', { what: 'name in English' }))
    problems.push({ line: first.line, column: 'item_name', reason: problem.reason });
  for (const problem of nameProblems(first.item_name_mr ?? '', 'item_name_mr', {
    optional: true,
    what: 'name in Marathi',
  }))
    problems.push({ line: first.line, column: 'item_name_mr', reason: problem.reason });

  // Which stored size each row is, and the same size twice.
  const stored = group.stored;
  const seen = new Map<string, number>();
  const matched = new Map<FileRow, StoredVariant | undefined>();
  for (const row of group.rows) {
    const variant =
      row.variant_id !== null
        ? stored?.variants.find((one) => one.id === row.variant_id)
        : stored?.variants.find((one) => sameName(one.name, row.variant_name));
    const key = variant ? `id:${variant.id}` : `name:${row.variant_name.toLowerCase()}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      problems.push({
        line: row.line,
        column: variant ? 'variant_id' : 'variant_name',
        reason: `The same size of ${row.item_slug} as line ${earlier}: give each size once.`,
      });
      bad = true;
      continue;
    }
    // A size renamed by its id: its new name may not be another stored size's.
    const clash =
      variant && stored?.variants.find((one) => one.id !== variant.id && sameName(one.name, row.variant_name));
    if (clash) {
      problems.push({
        line: row.line,
        column: 'variant_name',
        reason: `${row.item_slug} has another size named “${clash.name}”.`,
      });
      bad = true;
    }
    seen.set(key, row.line);
    if (variant) seen.set(`name:${row.variant_name.toLowerCase()}`, row.line);
    matched.set(row, variant);
  }

  bad ||= problems.length > start;
  if (!stored) {
    if (!bad) planNewItem(group.rows, first, images, plan);
    return;
  }
  if (bad) return;
  planStoredItem(stored, group.rows, first, images, matched, plan);
}

/** A new item: the catalogue's rules over it whole (its sizes, one default). */
function planNewItem(rows: readonly FileRow[], first: FileRow, images: string[] | null, plan: ImportPlan): void {
  const { problems } = plan;
  const before = problems.length;
  const ruled = itemProblems(
    {
      name: first.item_name,
      name_mr: first.item_name_mr ?? '',
      description: '',
      description_mr: '',
      slug: first.item_slug,
      image: '',
      is_free_item: false,
      is_pre_item: false,
      pre_avail_date: '',
    },
    rows.map(variantFieldsOf),
  );
  for (const problem of ruled) {
    const index = /^variants\.(\d+)\./.exec(problem.field)?.[1];
    const row = index === undefined ? first : (rows[Number(index)] ?? first);
    if (problem.field === 'slug') problems.push({ line: first.line, column: 'item_slug', reason: problem.reason });
    else if (problem.field === 'variants')
      problems.push({ line: first.line, column: 'default', reason: `${first.item_slug}: ${problem.reason}` });
    // The item's names were checked with the file's column names above.
    else if (problem.field !== 'name' && problem.field !== 'name_mr')
      problems.push(lineProblemOf(row.line, problem, row));
  }
  if (problems.length > before) return;
  plan.new_items.push({
    slug: first.item_slug,
    name: first.item_name,
    name_mr: first.item_name_mr ?? '',
    category_slug: first.category_slug,
    is_veg: first.is_veg,
    is_active: first.is_active,
    images,
    variants: rows.map((row, position) => ({ ...valuesOf(row), position })),
  });
  for (const row of rows) {
    plan.counts.new++;
    plan.rows.push({
      line: row.line,
      status: 'new',
      item_slug: row.item_slug,
      variant_name: row.variant_name,
      changes: newRowChanges(row, row === first),
    });
  }
}

/**
 * A stored item: each row new, changed or unchanged. The rules hold each row that would be saved
 * (an unchanged row is not, so an old row the rules would now refuse does not block the file), and
 * one default size over the item as it would be, when a row adds a size or moves the default.
 */
function planStoredItem(
  stored: StoredItem,
  rows: readonly FileRow[],
  first: FileRow,
  images: string[] | null,
  matched: ReadonlyMap<FileRow, StoredVariant | undefined>,
  plan: ImportPlan,
): void {
  const { problems } = plan;
  const before = problems.length;
  const itemUpdate = itemChanges(stored, first, images);
  const diffs = rows.map((row) => {
    const variant = matched.get(row);
    if (!variant) return { row, variant, set: null, changes: [] as RowChange[] };
    const values = valuesOf(row);
    const set: Partial<Record<keyof VariantValues, unknown>> = {};
    const changes: RowChange[] = [];
    for (const { key, column, show } of VARIANT_DIFF) {
      if (values[key] === variant[key]) continue;
      set[key] = values[key];
      const display = show as (value: unknown) => string;
      changes.push({ column, before: display(variant[key]), after: display(values[key]) });
    }
    return { row, variant, set: Object.keys(set).length > 0 ? (set as Partial<VariantValues>) : null, changes };
  });
  for (const { row, variant, set } of diffs) {
    if (variant && !set) continue;
    for (const problem of variantProblems(variantFieldsOf(row), stored.is_free_item))
      if (problem.field !== 'name_mr') problems.push(lineProblemOf(row.line, problem, row));
  }
  if (diffs.some(({ variant, set }) => !variant || set?.is_default !== undefined)) {
    const named = new Set(diffs.flatMap(({ variant }) => (variant ? [variant.id] : [])));
    const defaults =
      stored.variants.filter((variant) => !named.has(variant.id) && variant.is_default).length +
      rows.filter((row) => row.is_default).length;
    if (defaults !== 1)
      problems.push({
        line: first.line,
        column: 'default',
        reason:
          defaults === 0
            ? `${first.item_slug} has no default size: set default to yes on one of its sizes.`
            : `${first.item_slug} would have ${defaults} default sizes: set default to yes on one only.`,
      });
  }
  if (problems.length > before) return;

  if (itemUpdate.update) plan.item_updates.push(itemUpdate.update);
  let position = stored.variants.length;
  for (const { row, variant, set, changes } of diffs) {
    // The item's own changes are shown once, on its first row.
    const itemDiff = row === first ? itemUpdate.changes : [];
    if (!variant) {
      plan.new_variants.push({ ...valuesOf(row), position: position++, item_id: stored.id });
      plan.counts.new++;
      plan.rows.push({
        line: row.line,
        status: 'new',
        item_slug: row.item_slug,
        variant_name: row.variant_name,
        changes: [...itemDiff, ...newRowChanges(row, false)],
      });
      continue;
    }
    if (set) plan.variant_updates.push({ variant_id: variant.id, set });
    if (itemDiff.length === 0 && changes.length === 0) {
      plan.counts.unchanged++;
      continue;
    }
    plan.counts.changed++;
    plan.rows.push({
      line: row.line,
      status: 'changed',
      item_slug: row.item_slug,
      variant_name: variant.name,
      changes: [...itemDiff, ...changes],
    });
  }
}

function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

function itemChanges(
  stored: StoredItem,
  row: FileRow,
  images: string[] | null,
): { update: ItemUpdate | null; changes: RowChange[] } {
  const update: ItemUpdate = { item_id: stored.id };
  const changes: RowChange[] = [];
  if (row.item_name !== stored.name) {
    update.name = row.item_name;
    changes.push({ column: 'item_name', before: stored.name, after: row.item_name });
  }
  if (row.item_name_mr !== null && row.item_name_mr !== stored.name_mr) {
    update.name_mr = row.item_name_mr;
    changes.push({ column: 'item_name_mr', before: stored.name_mr, after: row.item_name_mr });
  }
  if (row.category_slug !== stored.category_slug) {
    update.category_slug = row.category_slug;
    changes.push({ column: 'category_slug', before: stored.category_slug, after: row.category_slug });
  }
  if (row.is_veg !== stored.is_veg) {
    update.is_veg = row.is_veg;
    changes.push({ column: 'veg', before: yesNo(stored.is_veg), after: yesNo(row.is_veg) });
  }
  if (row.is_active !== stored.is_active) {
    update.is_active = row.is_active;
    changes.push({ column: 'active', before: yesNo(stored.is_active), after: yesNo(row.is_active) });
  }
  // A blank cell keeps the stored pictures (picturesOfCell).
  if (images !== null && images.join('\n') !== stored.images.join('\n')) {
    update.images = images;
    changes.push({ column: 'picture', before: stored.picture, after: row.picture ?? '' });
  }
  return { update: changes.length > 0 ? update : null, changes };
}

/** A new row's values as the table shows them (from nothing); the item's name once, on its first row. */
function newRowChanges(row: FileRow, withItem: boolean): RowChange[] {
  return [
    ...(withItem ? [{ column: 'item_name' as const, before: '', after: row.item_name }] : []),
    ...(withItem && row.picture ? [{ column: 'picture' as const, before: '', after: row.picture }] : []),
    { column: 'price', before: '', after: money(row.regular_price_paise) },
    ...(row.sale_price_paise !== row.regular_price_paise
      ? [{ column: 'sale_price' as const, before: '', after: money(row.sale_price_paise) }]
      : []),
    { column: 'stock', before: '', after: row.is_infinite ? 'unlimited' : String(row.stock) },
  ];
}
