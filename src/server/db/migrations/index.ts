// The ordered list of migrations, run by Kysely's Migrator (../migrate.ts). Add a file
// NNN_name.ts and append it here; never edit one that has shipped.
//
// 010 and 016 never shipped: the numbers were handed out to features built side by side, and those
// features landed in migrations numbered beside them (011–014, 015 and 017) without them. No
// database has ever had a 010 or a 016; the Migrator needs names in order, not a gapless count.
import type { Kysely } from 'kysely';
import type { Engine } from './columns.ts';
import * as catalog from './001_catalog.ts';
import * as accounts from './002_accounts.ts';
import * as orders from './003_orders.ts';
import * as farmVisits from './004_farm_visits.ts';
import * as accountSecurity from './005_account_security.ts';
import * as canonicalPhones from './006_canonical_phones.ts';
import * as couponLimits from './007_coupon_limits.ts';
import * as listIndexes from './008_list_indexes.ts';
import * as roleSessions from './009_role_sessions.ts';
import * as catalogTranslations from './011_catalog_translations.ts';
import * as comboLines from './012_combo_lines.ts';
import * as deliveryPartners from './013_delivery_partners.ts';
import * as staff from './014_staff.ts';
import * as onlinePayments from './015_online_payments.ts';
import * as pushSessions from './017_push_sessions.ts';
import * as purchases from './018_purchases.ts';
import * as refundDestination from './019_refund_destination.ts';
import * as pushLanguage from './020_push_language.ts';
import * as searchSynonyms from './021_search_synonyms.ts';
import * as pickupCode from './022_pickup_code.ts';
import * as alertCodes from './023_alert_codes.ts';
import * as onePaymentAttempt from './024_one_payment_attempt.ts';
import * as staffRoles from './025_staff_roles.ts';
import * as media from './026_media.ts';
import * as storeHours from './027_store_hours.ts';
import * as catalogueEditing from './028_catalogue_editing.ts';
import * as rateLimitBuckets from './030_rate_limit_buckets.ts';
import * as reportIndexes from './031_report_indexes.ts';
import * as deliverySlots from './032_delivery_slots.ts';
import * as addonComboArchiving from './033_addon_combo_archiving.ts';
import * as content from './034_content.ts';
import * as homeComposer from './035_home_composer.ts';
import * as substitutions from './037_substitutions.ts';
import * as reportStepIndex from './038_report_step_index.ts';
import * as storePhone from './041_store_phone.ts';
import * as alertTranslations from './043_alert_translations.ts';
import * as reportSums from './045_report_sums.ts';
import * as orderLegs from './046_order_legs.ts';
import * as alertMessageCodes from './047_alert_message_codes.ts';
import * as ownRiders from './048_own_riders.ts';
import * as areaStores from './049_area_stores.ts';
import * as homeRowDays from './051_home_row_days.ts';
import * as unitSymbols from './053_unit_symbols.ts';
import * as riderLegs from './058_rider_legs.ts';
import * as itemPictures from './059_item_pictures.ts';
import * as erasedAccounts from './061_erased_accounts.ts';
import * as taxDocuments from './062_tax_documents.ts';
import * as storePrinters from './063_store_printers.ts';
import * as outboxMessages from './064_outbox_messages.ts';
import * as creditNotes from './065_credit_notes.ts';
import * as lowStock from './066_low_stock.ts';
import * as orderUpdateChannel from './067_order_update_channel.ts';
import * as messageDayCounts from './068_message_day_counts.ts';
import * as staffLanguage from './070_staff_language.ts';

export interface Migration {
  name: string;
  up(db: Kysely<unknown>, engine: Engine): Promise<void>;
}

export const migrations: Migration[] = [
  { name: '001_catalog', up: catalog.up },
  { name: '002_accounts', up: accounts.up },
  { name: '003_orders', up: orders.up },
  { name: '004_farm_visits', up: farmVisits.up },
  { name: '005_account_security', up: accountSecurity.up },
  { name: '006_canonical_phones', up: canonicalPhones.up },
  { name: '007_coupon_limits', up: couponLimits.up },
  { name: '008_list_indexes', up: listIndexes.up },
  { name: '009_role_sessions', up: roleSessions.up },
  { name: '011_catalog_translations', up: catalogTranslations.up },
  { name: '012_combo_lines', up: comboLines.up },
  { name: '013_delivery_partners', up: deliveryPartners.up },
  { name: '014_staff', up: staff.up },
  { name: '015_online_payments', up: onlinePayments.up },
  { name: '017_push_sessions', up: pushSessions.up },
  { name: '018_purchases', up: purchases.up },
  { name: '019_refund_destination', up: refundDestination.up },
  { name: '020_push_language', up: pushLanguage.up },
  { name: '021_search_synonyms', up: searchSynonyms.up },
  { name: '022_pickup_code', up: pickupCode.up },
  { name: '023_alert_codes', up: alertCodes.up },
  { name: '024_one_payment_attempt', up: onePaymentAttempt.up },
  { name: '025_staff_roles', up: staffRoles.up },
  { name: '026_media', up: media.up },
  { name: '027_store_hours', up: storeHours.up },
  { name: '028_catalogue_editing', up: catalogueEditing.up },
  { name: '030_rate_limit_buckets', up: rateLimitBuckets.up },
  { name: '031_report_indexes', up: reportIndexes.up },
  { name: '032_delivery_slots', up: deliverySlots.up },
  { name: '033_addon_combo_archiving', up: addonComboArchiving.up },
  { name: '034_content', up: content.up },
  { name: '035_home_composer', up: homeComposer.up },
  { name: '037_substitutions', up: substitutions.up },
  { name: '038_report_step_index', up: reportStepIndex.up },
  { name: '041_store_phone', up: storePhone.up },
  { name: '043_alert_translations', up: alertTranslations.up },
  { name: '045_report_sums', up: reportSums.up },
  { name: '046_order_legs', up: orderLegs.up },
  { name: '047_alert_message_codes', up: alertMessageCodes.up },
  { name: '048_own_riders', up: ownRiders.up },
  { name: '049_area_stores', up: areaStores.up },
  { name: '051_home_row_days', up: homeRowDays.up },
  { name: '053_unit_symbols', up: unitSymbols.up },
  { name: '058_rider_legs', up: riderLegs.up },
  { name: '059_item_pictures', up: itemPictures.up },
  { name: '061_erased_accounts', up: erasedAccounts.up },
  { name: '062_tax_documents', up: taxDocuments.up },
  { name: '063_store_printers', up: storePrinters.up },
  { name: '064_outbox_messages', up: outboxMessages.up },
  { name: '065_credit_notes', up: creditNotes.up },
  { name: '066_low_stock', up: lowStock.up },
  { name: '067_order_update_channel', up: orderUpdateChannel.up },
  { name: '068_message_day_counts', up: messageDayCounts.up },
  { name: '070_staff_language', up: staffLanguage.up },
];
