// §10 How the shop's charges are taxed, as its settings keep them (decision 0332): one text a
// charge, "principal", "exempt", "outside" or "rate:1800" (basis points); addons "item" or a rate.
// A setting that is missing or not one of these reads as the default.
import {
  type AddonTreatment,
  type ChargeKind,
  type ChargeTreatment,
  DEFAULT_CHARGE_TREATMENTS,
} from './invoice-tax.ts';

export const CHARGE_SETTING_KEYS: Readonly<Record<ChargeKind | 'addons', string>> = {
  delivery: 'tax_charge_delivery',
  packing: 'tax_charge_packing',
  tip: 'tax_charge_tip',
  addons: 'tax_charge_addons',
};

export interface ChargeSettings {
  delivery: ChargeTreatment;
  packing: ChargeTreatment;
  tip: ChargeTreatment;
  addons: AddonTreatment;
}

export const DEFAULT_CHARGE_SETTINGS: ChargeSettings = { ...DEFAULT_CHARGE_TREATMENTS, addons: { kind: 'item' } };

const RATE = /^rate:(\d{1,5})$/;
const MAX_BP = 10_000;

function rateOf(text: string): number | null {
  const match = RATE.exec(text);
  const bp = match ? Number(match[1]) : Number.NaN;
  return Number.isInteger(bp) && bp <= MAX_BP ? bp : null;
}

function chargeTreatmentOf(text: string | undefined, fallback: ChargeTreatment): ChargeTreatment {
  if (text === 'principal' || text === 'exempt' || text === 'outside') return { kind: text };
  const bp = text === undefined ? null : rateOf(text);
  return bp === null ? fallback : { kind: 'rate', bp };
}

function addonTreatmentOf(text: string | undefined): AddonTreatment {
  if (text === 'item') return { kind: 'item' };
  const bp = text === undefined ? null : rateOf(text);
  return bp === null ? DEFAULT_CHARGE_SETTINGS.addons : { kind: 'rate', bp };
}

export function treatmentText(treatment: ChargeTreatment | AddonTreatment): string {
  return treatment.kind === 'rate' ? `rate:${treatment.bp}` : treatment.kind;
}

/** The charges' treatments from the settings' stored texts. */
export function chargeSettingsOf(stored: Readonly<Record<string, string>>): ChargeSettings {
  return {
    delivery: chargeTreatmentOf(stored[CHARGE_SETTING_KEYS.delivery], DEFAULT_CHARGE_SETTINGS.delivery),
    packing: chargeTreatmentOf(stored[CHARGE_SETTING_KEYS.packing], DEFAULT_CHARGE_SETTINGS.packing),
    tip: chargeTreatmentOf(stored[CHARGE_SETTING_KEYS.tip], DEFAULT_CHARGE_SETTINGS.tip),
    addons: addonTreatmentOf(stored[CHARGE_SETTING_KEYS.addons]),
  };
}
