// Membership plans and the demo customers (password 'demo1234' for all three):
// - Asha Kulkarni: three saved addresses (Home is the default), a Monthly plan with 6.5 of 10 kg left,
//   and four notifications, two of them unread (§4: unread = is_read 0), each also in Marathi (decision 0295);
// - Rohan Deshpande: one address and ₹500 in the wallet;
// - Meera Joshi: a fresh account with nothing saved.
// Phones are stored in the canonical E.164 form (§5 Phone numbers); customers type them any way.
import type { Insertable } from 'kysely';
import type {
  AddressesTable,
  MembershipPlansTable,
  MembershipsTable,
  NotificationsTable,
  UsersTable,
} from '../../db/schema.ts';
import { paise } from './catalog-types.ts';
import { alertTranslationsJson } from '../../../domain/notifications/broadcast.ts';

export const DEMO_PASSWORD = 'demo1234';

export const MEMBERSHIP_PLANS: Required<Insertable<MembershipPlansTable>>[] = [
  {
    id: 1,
    slug: 'monthly-10kg',
    name: 'Monthly',
    price_paise: paise(499),
    weight_kg: 10,
    duration_days: 30,
    is_active: 1,
    sort_order: 1,
    description: '10 kg of groceries at member prices every month. Ideal for a couple.',
  },
  {
    id: 2,
    slug: 'quarterly-35kg',
    name: 'Quarterly',
    price_paise: paise(1399),
    weight_kg: 35,
    duration_days: 90,
    is_active: 1,
    sort_order: 2,
    description: '35 kg over three months at member prices. Ideal for a family of four.',
  },
  {
    id: 3,
    slug: 'annual-150kg',
    name: 'Annual',
    price_paise: paise(4999),
    weight_kg: 150,
    duration_days: 365,
    is_active: 1,
    sort_order: 3,
    description: '150 kg over a year at member prices, plus priority Alphonso pre-orders.',
  },
];

/** Users without password_hash: the seed hashes DEMO_PASSWORD for each (random salt). */
export const USERS: Omit<
  Required<Insertable<UsersTable>>,
  'password_hash' | 'substitution_default' | 'erased_at' | 'order_updates' | 'language'
>[] = [
  {
    id: 1,
    name: 'Asha Kulkarni',
    email: 'asha@example.in',
    phone: '+919800000001',
    avatar: null,
    tax_number: null,
    is_banned: 0,
    wallet_balance_paise: 0,
    default_address_id: 1,
    created_at: '2026-03-14T09:30:00.000Z',
  },
  {
    id: 2,
    name: 'Rohan Deshpande',
    email: 'rohan@example.in',
    phone: '+919800000002',
    avatar: null,
    tax_number: null,
    is_banned: 0,
    wallet_balance_paise: paise(500),
    default_address_id: 4,
    created_at: '2026-05-02T17:05:00.000Z',
  },
  {
    id: 3,
    name: 'Meera Joshi',
    email: 'meera@example.in',
    phone: '+919800000003',
    avatar: null,
    tax_number: null,
    is_banned: 0,
    wallet_balance_paise: 0,
    default_address_id: null,
    created_at: '2026-10-20T11:45:00.000Z',
  },
];

export const ADDRESSES: Required<Insertable<AddressesTable>>[] = [
  {
    id: 1,
    user_id: 1,
    latitude: 18.5062,
    longitude: 73.8101,
    tag: 'Home',
    created_at: '2026-03-14T09:35:00.000Z',
    house: 'Flat 402, Shrushti Apartments',
    address: 'Karve Road, near Kothrud Depot, Kothrud, Pune 411038',
  },
  {
    id: 2,
    user_id: 1,
    latitude: 18.5621,
    longitude: 73.7838,
    tag: 'Work',
    created_at: '2026-03-20T08:10:00.000Z',
    house: 'Office 5B, Orchid Business Park',
    address: 'Pan Card Club Road, Baner, Pune 411045',
  },
  {
    id: 3,
    user_id: 1,
    latitude: 18.5118,
    longitude: 73.8462,
    tag: 'Parents',
    created_at: '2026-04-02T12:00:00.000Z',
    house: '1187 Sadashiv Peth, Vidya Wada',
    address: 'Tilak Road, Sadashiv Peth, Pune 411030',
  },
  {
    id: 4,
    user_id: 2,
    latitude: 18.566,
    longitude: 73.912,
    tag: 'Home',
    created_at: '2026-05-02T17:10:00.000Z',
    house: 'B-701, Sky Heights',
    address: 'Symbiosis Road, Viman Nagar, Pune 411014',
  },
];

export const MEMBERSHIPS: Required<Insertable<MembershipsTable>>[] = [
  {
    // Long-lived on purpose, so the demo membership never lapses while the demo runs.
    id: 1,
    user_id: 1,
    plan_id: 1,
    total_weight_grams: 10000,
    remaining_weight_grams: 6500,
    starts_at: '2026-11-01T00:00:00.000Z',
    expires_at: '2030-12-31T23:59:59.000Z',
  },
];

export const NOTIFICATIONS: Required<Insertable<NotificationsTable>>[] = [
  {
    id: 1,
    user_id: 1,
    is_read: 1,
    created_at: '2026-10-28T08:00:00.000Z',
    // The demo's alerts are history: never pushed (migration 017).
    pushed_at: '2026-10-28T08:00:00.000Z',
    image: null,
    // The demo's history holds no order (My Orders starts empty), so no alert speaks of one.
    click_action: '/stores',
    title: 'Welcome to FarmCart',
    message: 'Your account is ready: save your addresses, keep favourites and order from the stores near you.',
    message_code: null,
    message_params: null,
    translations: alertTranslationsJson({
      mr: {
        title: 'फार्मकार्टमध्ये स्वागत',
        message: 'तुमचे खाते तयार आहे: पत्ते जतन करा, आवडत्या वस्तू ठेवा आणि जवळच्या दुकानांतून ऑर्डर करा.',
      },
    }),
  },
  {
    id: 2,
    user_id: 1,
    is_read: 1,
    created_at: '2026-10-30T10:15:00.000Z',
    pushed_at: '2026-10-30T10:15:00.000Z',
    image: null,
    click_action: '/membership',
    title: 'Membership active',
    message: 'Your membership is active: 10 kg of groceries at member prices. See what is left under Membership.',
    message_code: null,
    message_params: null,
    translations: alertTranslationsJson({
      mr: { title: 'सदस्यत्व सुरू', message: 'तुमचे सदस्यत्व सुरू आहे: 10 किलो किराणा सदस्य दरात. किती उरले ते सदस्यत्वमध्ये पाहा.' },
    }),
  },
  {
    id: 3,
    user_id: 1,
    is_read: 0,
    created_at: '2026-11-01T07:30:00.000Z',
    pushed_at: '2026-11-01T07:30:00.000Z',
    image: '/images/banners/mango-season.webp',
    click_action: '/campaign/mango',
    title: 'Alphonso pre-orders are open',
    message: 'Reserve Ratnagiri Alphonso from the Mulshi farm before they sell out.',
    message_code: null,
    message_params: null,
    translations: alertTranslationsJson({
      mr: { title: 'हापूस आंब्याची आगाऊ नोंदणी सुरू', message: 'मुळशीच्या शेतातील रत्नागिरी हापूस संपण्याआधी राखून ठेवा.' },
    }),
  },
  {
    id: 4,
    user_id: 1,
    is_read: 0,
    created_at: '2026-11-01T09:00:00.000Z',
    pushed_at: '2026-11-01T09:00:00.000Z',
    image: null,
    click_action: '/',
    // What the coupon does (seed/demo/offers.ts): 20% of the whole order at any delivery store, not of one
    // kind of item; an alert that said "fresh vegetables" promised less than the code gives.
    title: '20% off your next order',
    message: 'Use FRESH20 at any delivery store: 20% off, up to ₹100, once.',
    message_code: null,
    message_params: null,
    translations: alertTranslationsJson({
      mr: { title: 'पुढच्या ऑर्डरवर 20% सूट', message: 'कोणत्याही घरपोच दुकानात FRESH20 वापरा: 20% सूट, ₹100 पर्यंत, एकदाच.' },
    }),
  },
];
