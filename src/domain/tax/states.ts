// §10 Place of supply: the GST state codes (the first two digits of a GSTIN), as the GST portal
// lists them. A state that is not in the table has no code, and a tax document cannot name it.

/** GST state and union-territory codes, with the names the portal prints. */
export const GST_STATES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
};

/** Lower case, letters and digits only: "Tamil Nadu", "tamil-nadu" and "TAMILNADU" are one state. */
const squeeze = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');

const CODE_OF_NAME: ReadonlyMap<string, string> = new Map(
  Object.entries(GST_STATES).map(([code, name]) => [squeeze(name), code]),
);

/** The spellings people type that are not the portal's name. */
const OTHER_NAMES: Readonly<Record<string, string>> = {
  orissa: '21',
  pondicherry: '34',
  newdelhi: '07',
  nctofdelhi: '07',
  jk: '01',
  damananddiu: '26',
  dadraandnagarhaveli: '26',
  andamanandnicobar: '35',
};

/** The code of a state given by name or by code ("Maharashtra", "27"), or null when it is none. */
export function stateCodeOf(nameOrCode: string): string | null {
  const text = nameOrCode.trim();
  if (/^\d{1,2}$/.test(text)) {
    const code = text.padStart(2, '0');
    return code in GST_STATES ? code : null;
  }
  const key = squeeze(text);
  return CODE_OF_NAME.get(key) ?? OTHER_NAMES[key] ?? null;
}

/**
 * §10 Place of supply of goods the shop hands over: where the delivery ends, or the store itself for
 * a pickup (IGST Act s.10(1)(a) and (d)). Supply within the seller's state carries CGST and SGST,
 * anywhere else IGST.
 */
export function isIntraState(sellerStateCode: string, placeOfSupplyCode: string): boolean {
  return sellerStateCode === placeOfSupplyCode;
}
