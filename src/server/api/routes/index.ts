// Every API operation, by concern. A new operation is added to its concern's file;
// the robustness test walks this table, so it is covered without further work.
import { createRouter } from '../dispatch.ts';
import { accountRoutes } from './accounts.ts';
import { addressRoutes } from './addresses.ts';
import { cartRoutes } from './cart.ts';
import { catalogRoutes } from './catalog.ts';
import { checkoutRoutes } from './checkout.ts';
import { deliveryRoutes } from './delivery.ts';
import { farmVisitRoutes } from './farm-visit.ts';
import { favouriteRoutes } from './favourites.ts';
import { locationRoutes } from './location.ts';
import { notificationRoutes } from './notifications.ts';
import { orderRoutes } from './orders.ts';
import { paymentRoutes } from './payments.ts';
import { sectionRoutes } from './sections.ts';
import { settingsRoutes } from './settings.ts';
import { staffRoutes } from './staff.ts';
import { staffMediaRoutes } from './staff/media.ts';
import { staffContentRoutes } from './staff/content.ts';
import { staffStoreRoutes } from './staff/stores.ts';
import { staffSlotRoutes } from './staff/slots.ts';
import { staffAreaRoutes } from './staff/areas.ts';
import { staffTaxRoutes } from './staff/tax.ts';
import { staffPackingRoutes } from './staff/packing.ts';
import { staffPrintingRoutes } from './staff/printing.ts';
import { staffSubstitutionRoutes } from './staff/substitutions.ts';
import { staffCreditNoteRoutes } from './staff/credit-notes.ts';
import { staffAuditRoutes } from './staff/audit.ts';
import { staffMessageRoutes } from './staff/messages.ts';
import { staffReportRoutes } from './staff/reports.ts';
import { staffCouponRoutes } from './staff/coupons.ts';
import { staffHomeRoutes } from './staff/home.ts';
import { staffPeopleRoutes } from './staff/people.ts';
import { staffAddonComboRoutes } from './staff/addons-combos.ts';
import { staffCatalogueRoutes } from './staff/catalogue.ts';
import { staffCatalogueImportRoutes } from './staff/catalogue-import.ts';
import { staffWordsRoutes } from './staff/words.ts';
import { storeRoutes } from './stores.ts';

export const apiRoutes = [
  ...settingsRoutes,
  ...locationRoutes,
  ...storeRoutes,
  ...catalogRoutes,
  ...sectionRoutes,
  ...cartRoutes,
  ...accountRoutes,
  ...addressRoutes,
  ...favouriteRoutes,
  ...notificationRoutes,
  ...checkoutRoutes,
  ...orderRoutes,
  ...paymentRoutes,
  ...deliveryRoutes,
  ...farmVisitRoutes,
  ...staffRoutes,
  ...staffMediaRoutes,
  ...staffContentRoutes,
  ...staffStoreRoutes,
  ...staffSlotRoutes,
  ...staffAreaRoutes,
  ...staffTaxRoutes,
  ...staffPackingRoutes,
  ...staffPrintingRoutes,
  ...staffSubstitutionRoutes,
  ...staffCreditNoteRoutes,
  ...staffCouponRoutes,
  ...staffHomeRoutes,
  ...staffPeopleRoutes,
  ...staffAuditRoutes,
  ...staffMessageRoutes,
  ...staffReportRoutes,
  ...staffCatalogueRoutes,
  ...staffAddonComboRoutes,
  ...staffCatalogueImportRoutes,
  ...staffWordsRoutes,
];

export const apiRouter = createRouter(apiRoutes);
