// The units a size is measured in (§3 Variant unit_id), which the shop adds in the console beside
// the four every shop starts with (kg, g, L, pc): ml, dozen, bunch… (decision 0319). A catalogue
// file names a size's unit by its symbol, so a symbol is short, one word, and the shop's only one
// of that spelling in any case ("ML" beside "ml" would read as the same unit). The same rules for
// the console's form before it sends and for the server before it writes. Pure.
import { type Said, sentenceOf } from '../api/errors.ts';
import { fieldRule } from '../field-rules.ts';

export const UNIT_NAME_MAX = 40;
export const UNIT_SYMBOL_MAX = 12;

/** Why a unit's field is refused: among the server's words (src/server/said.ts spreads them into SAID). */
export const UNIT_RULE_WORDS = {
  saidRuleUnitName: 'give the unit’s name, like Millilitre',
  saidRuleUnitSymbol: 'give a short symbol: letters, digits or a dot, no spaces, like ml',
  saidRuleUnitSymbolTaken: 'the shop already has the unit {symbol}',
} as const;

/** A unit as the form and the server take it. */
export interface UnitFields {
  name: string;
  symbol: string;
}

export type UnitRefusals = Partial<Record<keyof UnitFields, Said>>;

const SYMBOL_FORMAT = /^[\p{L}\p{N}.]+$/u;

/** The unit as it is kept: spaces at the ends dropped, and runs of spaces in the name made one. */
export function cleanUnit(unit: UnitFields): UnitFields {
  return { name: unit.name.trim().replace(/\s+/g, ' '), symbol: unit.symbol.trim() };
}

/**
 * Refusals of a (cleaned) unit among the shop's `others` (the unit itself left out when it is
 * renamed): a name, and a symbol of one word that no other unit spells in any case.
 */
export function unitRefusals(unit: UnitFields, others: readonly { symbol: string }[]): UnitRefusals {
  const refusals: UnitRefusals = {};
  if (unit.name === '') refusals.name = sentenceOf(UNIT_RULE_WORDS, 'saidRuleUnitName');
  else if ([...unit.name].length > UNIT_NAME_MAX)
    refusals.name = fieldRule('saidRuleAtMostCharacters', { max: UNIT_NAME_MAX });
  if (unit.symbol === '' || !SYMBOL_FORMAT.test(unit.symbol))
    refusals.symbol = sentenceOf(UNIT_RULE_WORDS, 'saidRuleUnitSymbol');
  else if ([...unit.symbol].length > UNIT_SYMBOL_MAX)
    refusals.symbol = fieldRule('saidRuleAtMostCharacters', { max: UNIT_SYMBOL_MAX });
  else {
    const spelling = unit.symbol.toLocaleLowerCase('en');
    const taken = others.find((other) => other.symbol.toLocaleLowerCase('en') === spelling);
    if (taken) refusals.symbol = sentenceOf(UNIT_RULE_WORDS, 'saidRuleUnitSymbolTaken', { symbol: taken.symbol });
  }
  return refusals;
}
