// §10 The accountant's month: a store's documents of one month as the sections of GSTR-1 that a
// grocer files, each as the GST offline tool's CSV (its headers, one row per entry, amounts in
// rupees to the paisa, no totals row, which the tool would refuse): the sales register, B2B invoices,
// the B2C summary by place of supply and rate, the HSN summary, nil-rated and exempt supplies, and
// the documents issued. Amounts are summed from the documents' printed lines, so every section adds
// up to the documents to the paise. Pure.
import { formatRatePercent } from './rates.ts';
import { GST_STATES } from './states.ts';

export interface ReturnLine {
  kind: 'goods' | 'delivery' | 'packing' | 'tip';
  name: string;
  hsn_code: string | null;
  quantity: number;
  treatment: 'taxable' | 'nil' | 'exempt' | 'outside';
  bp: number;
  value_paise: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
}

export interface ReturnDocument {
  kind: 'tax_invoice' | 'bill_of_supply' | 'receipt' | 'credit_note';
  series: 'invoice' | 'credit';
  number: string;
  serial: number;
  /** The shop's local day it was issued, YYYY-MM-DD. */
  day: string;
  buyer_name: string;
  buyer_gstin: string | null;
  place_of_supply: string | null;
  intra_state: boolean;
  value_paise: number;
  lines: readonly ReturnLine[];
}

export const RETURN_SECTIONS = ['register', 'b2b', 'b2cs', 'hsn', 'exemp', 'docs'] as const;
export type ReturnSection = (typeof RETURN_SECTIONS)[number];

export interface ReturnTable {
  headers: string[];
  rows: (string | number)[][];
}

/**
 * The SAC of a charge the shop itself supplies, for the HSN summary: local delivery (996813) and
 * packaging (998540). A tip is no supply and is in no section.
 */
const CHARGE_SAC = { delivery: '996813', packing: '998540' } as const;

const rupees = (paise: number): number => Number((paise / 100).toFixed(2));
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 2026-11-28 → 28-Nov-2026, the offline tool's date. */
function toolDay(day: string): string {
  return `${day.slice(8, 10)}-${MONTHS[Number(day.slice(5, 7)) - 1] ?? ''}-${day.slice(0, 4)}`;
}

/** 27 → 27-Maharashtra, the offline tool's place of supply. */
function placeOfSupply(code: string | null): string {
  return code === null ? '' : `${code}-${GST_STATES[code] ?? ''}`;
}

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);
const supplied = (document: ReturnDocument) => document.series === 'invoice';

/** One section of the month. Credit notes are in the register and the documents issued, and net the HSN summary. */
export function returnSection(section: ReturnSection, documents: readonly ReturnDocument[]): ReturnTable {
  switch (section) {
    case 'register':
      return register(documents);
    case 'b2b':
      return b2b(documents.filter(supplied));
    case 'b2cs':
      return b2cs(documents.filter(supplied));
    case 'hsn':
      return hsn(documents);
    case 'exemp':
      return exempt(documents.filter(supplied));
    case 'docs':
      return issued(documents);
  }
}

function taxed(lines: readonly ReturnLine[]) {
  return {
    taxable: sum(lines.map((line) => line.taxable_paise)),
    cgst: sum(lines.map((line) => line.cgst_paise)),
    sgst: sum(lines.map((line) => line.sgst_paise)),
    igst: sum(lines.map((line) => line.igst_paise)),
  };
}

function register(documents: readonly ReturnDocument[]): ReturnTable {
  return {
    headers: [
      'Document Type',
      'Document Number',
      'Document Date',
      'Receiver Name',
      'GSTIN/UIN of Recipient',
      'Place Of Supply',
      'Document Value',
      'Taxable Value',
      'Central Tax Amount',
      'State/UT Tax Amount',
      'Integrated Tax Amount',
    ],
    rows: documents.map((document) => {
      const sums = taxed(document.lines.filter((line) => line.treatment !== 'outside'));
      return [
        document.kind,
        document.number,
        toolDay(document.day),
        document.buyer_name,
        document.buyer_gstin ?? '',
        placeOfSupply(document.place_of_supply),
        rupees(document.value_paise),
        rupees(sums.taxable),
        rupees(sums.cgst),
        rupees(sums.sgst),
        rupees(sums.igst),
      ];
    }),
  };
}

function byRate(lines: readonly ReturnLine[]): Map<number, ReturnLine[]> {
  const rates = new Map<number, ReturnLine[]>();
  for (const line of lines) {
    if (line.treatment !== 'taxable') continue;
    rates.set(line.bp, [...(rates.get(line.bp) ?? []), line]);
  }
  return new Map([...rates].sort(([a], [b]) => a - b));
}

function b2b(documents: readonly ReturnDocument[]): ReturnTable {
  return {
    headers: [
      'GSTIN/UIN of Recipient',
      'Receiver Name',
      'Invoice Number',
      'Invoice date',
      'Invoice Value',
      'Place Of Supply',
      'Reverse Charge',
      'Applicable % of Tax Rate',
      'Invoice Type',
      'E-Commerce GSTIN',
      'Rate',
      'Taxable Value',
      'Cess Amount',
    ],
    rows: documents
      .filter((document) => document.buyer_gstin !== null && document.kind === 'tax_invoice')
      .flatMap((document) =>
        [...byRate(document.lines)].map(([bp, lines]) => [
          document.buyer_gstin ?? '',
          document.buyer_name,
          document.number,
          toolDay(document.day),
          rupees(document.value_paise),
          placeOfSupply(document.place_of_supply),
          'N',
          '',
          'Regular B2B',
          '',
          formatRatePercent(bp),
          rupees(taxed(lines).taxable),
          0,
        ]),
      ),
  };
}

function b2cs(documents: readonly ReturnDocument[]): ReturnTable {
  const groups = new Map<string, { place: string | null; bp: number; taxable: number }>();
  for (const document of documents) {
    if (document.buyer_gstin !== null && document.kind === 'tax_invoice') continue;
    for (const [bp, lines] of byRate(document.lines)) {
      const key = `${document.place_of_supply ?? ''}|${bp}`;
      const group = groups.get(key) ?? { place: document.place_of_supply, bp, taxable: 0 };
      group.taxable += taxed(lines).taxable;
      groups.set(key, group);
    }
  }
  return {
    headers: [
      'Type',
      'Place Of Supply',
      'Rate',
      'Applicable % of Tax Rate',
      'Taxable Value',
      'Cess Amount',
      'E-Commerce GSTIN',
    ],
    rows: [...groups.values()]
      .sort((a, b) => (a.place ?? '').localeCompare(b.place ?? '') || a.bp - b.bp)
      .map((group) => [
        'OE',
        placeOfSupply(group.place),
        formatRatePercent(group.bp),
        '',
        rupees(group.taxable),
        0,
        '',
      ]),
  };
}

function negated(line: ReturnLine): ReturnLine {
  return {
    ...line,
    quantity: -line.quantity,
    value_paise: -line.value_paise,
    taxable_paise: -line.taxable_paise,
    cgst_paise: -line.cgst_paise,
    sgst_paise: -line.sgst_paise,
    igst_paise: -line.igst_paise,
  };
}

function hsn(documents: readonly ReturnDocument[]): ReturnTable {
  const groups = new Map<string, { code: string; description: string; bp: number; lines: ReturnLine[] }>();
  // A credit note's lines net the month's supplies by HSN and rate (decision 0338).
  const signed = documents.flatMap((document) => (supplied(document) ? document.lines : document.lines.map(negated)));
  for (const line of signed) {
    if (line.treatment === 'outside' || line.kind === 'tip') continue;
    const code = line.kind === 'goods' ? (line.hsn_code ?? '') : CHARGE_SAC[line.kind];
    const bp = line.treatment === 'taxable' ? line.bp : 0;
    const key = `${code}|${bp}`;
    const group = groups.get(key) ?? {
      code,
      description: line.kind === 'goods' ? line.name : line.kind,
      bp,
      lines: [],
    };
    group.lines.push(line);
    groups.set(key, group);
  }
  return {
    headers: [
      'HSN',
      'Description',
      'UQC',
      'Total Quantity',
      'Total Value',
      'Rate',
      'Taxable Value',
      'Integrated Tax Amount',
      'Central Tax Amount',
      'State/UT Tax Amount',
      'Cess Amount',
    ],
    rows: [...groups.values()]
      .sort((a, b) => a.code.localeCompare(b.code) || a.bp - b.bp)
      .map((group) => {
        const sums = taxed(group.lines);
        return [
          group.code,
          group.description,
          'NOS-NUMBERS',
          sum(group.lines.map((line) => line.quantity)),
          rupees(sum(group.lines.map((line) => line.value_paise))),
          formatRatePercent(group.bp),
          rupees(sums.taxable),
          rupees(sums.igst),
          rupees(sums.cgst),
          rupees(sums.sgst),
          0,
        ];
      }),
  };
}

function exempt(documents: readonly ReturnDocument[]): ReturnTable {
  const kinds = [
    ['Inter-State supplies to registered persons', false, true],
    ['Intra-State supplies to registered persons', true, true],
    ['Inter-State supplies to unregistered persons', false, false],
    ['Intra-State supplies to unregistered persons', true, false],
  ] as const;
  return {
    headers: ['Description', 'Nil Rated Supplies', 'Exempted(other than nil rated/non GST supply)', 'Non-GST Supplies'],
    rows: kinds.map(([description, intra, registered]) => {
      const lines = documents
        .filter((document) => document.intra_state === intra && (document.buyer_gstin !== null) === registered)
        .flatMap((document) => document.lines);
      const of = (treatment: ReturnLine['treatment']) =>
        rupees(sum(lines.filter((line) => line.treatment === treatment).map((line) => line.value_paise)));
      return [description, of('nil'), of('exempt'), 0];
    }),
  };
}

function issued(documents: readonly ReturnDocument[]): ReturnTable {
  const natures = [
    ['Invoices for outward supply', 'invoice'],
    ['Credit Note', 'credit'],
  ] as const;
  return {
    headers: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
    rows: natures.flatMap(([nature, series]) => {
      const ofSeries = [...documents.filter((document) => document.series === series)].sort(
        (a, b) => a.serial - b.serial,
      );
      const first = ofSeries[0];
      const last = ofSeries.at(-1);
      return first && last ? [[nature, first.number, last.number, ofSeries.length, 0]] : [];
    }),
  };
}
