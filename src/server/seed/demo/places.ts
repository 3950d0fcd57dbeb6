// Popular locations (the first-run screen's shortcuts) and the offline gazetteer
// of Pune localities and landmarks behind area search and reverse geocoding.
// Coordinates are the localities' centres (WGS84); postcodes are India Post PINs.
import type { Insertable } from 'kysely';
import { straightLineKm } from '../../../domain/orders/delivery.ts';
import type {
  CatalogTranslationsTable,
  PlacesTable,
  PlaceStoresTable,
  PopularLocationsTable,
} from '../../db/schema.ts';

/** [name, area, postcode, latitude, longitude] — city Pune unless the area says otherwise. */
type PlaceDef = readonly [string, string, string, number, number];

const PUNE_PLACES: readonly PlaceDef[] = [
  ['Kothrud', 'Kothrud', '411038', 18.5074, 73.8077],
  ['Karve Road', 'Kothrud', '411038', 18.504, 73.82],
  ['Paud Road', 'Kothrud', '411038', 18.51, 73.803],
  ['Baner', 'Baner', '411045', 18.559, 73.7868],
  ['Balewadi High Street', 'Balewadi', '411045', 18.57, 73.774],
  ['Aundh', 'Aundh', '411007', 18.558, 73.8075],
  ['Savitribai Phule Pune University', 'Ganeshkhind', '411007', 18.553, 73.825],
  ['Koregaon Park', 'Koregaon Park', '411001', 18.5362, 73.894],
  ['Pune Railway Station', 'Camp', '411001', 18.5289, 73.8744],
  ['Camp (MG Road)', 'Camp', '411001', 18.5158, 73.8795],
  ['Viman Nagar', 'Viman Nagar', '411014', 18.5679, 73.9143],
  ['Kharadi', 'Kharadi', '411014', 18.5515, 73.9348],
  ['Pune Airport', 'Lohegaon', '411032', 18.5821, 73.9197],
  ['Hadapsar', 'Hadapsar', '411028', 18.5089, 73.926],
  ['Magarpatta City', 'Hadapsar', '411013', 18.5158, 73.9272],
  ['Fatima Nagar', 'Wanowrie', '411013', 18.506, 73.901],
  ['Shivajinagar', 'Shivajinagar', '411005', 18.5308, 73.8475],
  ['Jangli Maharaj Road', 'Shivajinagar', '411005', 18.5215, 73.847],
  ['Fergusson College Road', 'Deccan', '411004', 18.5236, 73.841],
  ['Deccan Gymkhana', 'Deccan', '411004', 18.5167, 73.8414],
  ['Erandwane', 'Erandwane', '411004', 18.5097, 73.83],
  ['Model Colony', 'Shivajinagar', '411016', 18.5286, 73.8397],
  ['Sadashiv Peth', 'Sadashiv Peth', '411030', 18.512, 73.845],
  ['Shaniwar Wada', 'Kasba Peth', '411002', 18.5195, 73.8553],
  ['Dagdusheth Ganpati Temple', 'Budhwar Peth', '411002', 18.5164, 73.8561],
  ['Swargate', 'Swargate', '411042', 18.5018, 73.8636],
  ['Hinjewadi Phase 1', 'Hinjewadi', '411057', 18.5913, 73.7389],
  ['Wakad', 'Wakad', '411057', 18.5994, 73.7625],
  ['Pimple Saudagar', 'Pimple Saudagar', '411027', 18.599, 73.799],
  ['Karve Nagar', 'Karve Nagar', '411052', 18.489, 73.819],
  ['Warje', 'Warje', '411058', 18.4844, 73.7997],
  ['Bavdhan', 'Bavdhan', '411021', 18.5158, 73.778],
  ['Pashan', 'Pashan', '411008', 18.5362, 73.793],
  ['Sus', 'Sus', '411021', 18.547, 73.756],
  ['Katraj', 'Katraj', '411046', 18.4529, 73.8652],
  ['Kondhwa', 'Kondhwa', '411048', 18.4676, 73.8897],
  ['NIBM Road', 'Kondhwa', '411048', 18.473, 73.9],
  ['Wanowrie', 'Wanowrie', '411040', 18.4884, 73.8981],
  ['Yerawada', 'Yerawada', '411006', 18.5523, 73.8865],
  ['Kalyani Nagar', 'Kalyani Nagar', '411006', 18.5463, 73.9033],
  ['Sinhagad Road', 'Vadgaon Budruk', '411041', 18.47, 73.822],
  ['Bibwewadi', 'Bibwewadi', '411037', 18.4733, 73.8655],
  ['Dhankawadi', 'Dhankawadi', '411043', 18.4603, 73.855],
  ['Mundhwa', 'Mundhwa', '411036', 18.533, 73.933],
  ['Vishrantwadi', 'Vishrantwadi', '411015', 18.572, 73.878],
  ['Khadki', 'Khadki', '411003', 18.563, 73.846],
  ['Undri', 'Undri', '411060', 18.456, 73.917],
  ['Pimpri', 'Pimpri', '411018', 18.6279, 73.8009],
  ['Chinchwad', 'Chinchwad', '411033', 18.6298, 73.7997],
  ['Nigdi', 'Nigdi', '411044', 18.6517, 73.7685],
  ['Wagholi', 'Wagholi', '412207', 18.5793, 73.9823],
];

/** Outside the city: the Lonavala store's town and the farm near Mulshi. */
const OUTSIDE_PLACES: readonly (readonly [string, string, string, string, number, number])[] = [
  ['Lonavala', 'Lonavala', 'Lonavala', '410401', 18.7546, 73.4062],
  ['Khandala', 'Khandala', 'Lonavala', '410301', 18.7637, 73.3867],
  ['Mulshi', 'Mulshi', 'Mulshi', '412108', 18.522, 73.515],
  ['Pirangut', 'Pirangut', 'Mulshi', '412115', 18.511, 73.678],
];

export function placeRows(): Required<Insertable<PlacesTable>>[] {
  const inPune = PUNE_PLACES.map(([name, area, postcode, latitude, longitude]) => ({
    name,
    area,
    city: 'Pune',
    postcode,
    latitude,
    longitude,
  }));
  const outside = OUTSIDE_PLACES.map(([name, area, city, postcode, latitude, longitude]) => ({
    name,
    area,
    city,
    postcode,
    latitude,
    longitude,
  }));
  return [...inPune, ...outside].map((place, index) => ({ id: index + 1, ...place, state: 'Maharashtra' }));
}

/**
 * The localities, their areas and towns in Marathi, by their English names: area search finds a
 * place typed in Devanagari (stored in catalog_translations as `place` name, area and city).
 */
const PLACE_WORDS_MR: Readonly<Record<string, string>> = {
  Pune: 'पुणे',
  Kothrud: 'कोथरूड',
  'Karve Road': 'कर्वे रस्ता',
  'Paud Road': 'पौड रस्ता',
  Baner: 'बाणेर',
  'Balewadi High Street': 'बालेवाडी हाय स्ट्रीट',
  Balewadi: 'बालेवाडी',
  Aundh: 'औंध',
  'Savitribai Phule Pune University': 'सावित्रीबाई फुले पुणे विद्यापीठ',
  Ganeshkhind: 'गणेशखिंड',
  'Koregaon Park': 'कोरेगाव पार्क',
  'Pune Railway Station': 'पुणे रेल्वे स्थानक',
  Camp: 'कॅम्प',
  'Camp (MG Road)': 'कॅम्प (एमजी रस्ता)',
  'Viman Nagar': 'विमाननगर',
  Kharadi: 'खराडी',
  'Pune Airport': 'पुणे विमानतळ',
  Lohegaon: 'लोहगाव',
  Hadapsar: 'हडपसर',
  'Magarpatta City': 'मगरपट्टा सिटी',
  'Fatima Nagar': 'फातिमानगर',
  Wanowrie: 'वानवडी',
  Shivajinagar: 'शिवाजीनगर',
  'Jangli Maharaj Road': 'जंगली महाराज रस्ता',
  'Fergusson College Road': 'फर्ग्युसन कॉलेज रस्ता',
  Deccan: 'डेक्कन',
  'Deccan Gymkhana': 'डेक्कन जिमखाना',
  Erandwane: 'एरंडवणे',
  'Model Colony': 'मॉडेल कॉलनी',
  'Sadashiv Peth': 'सदाशिव पेठ',
  'Shaniwar Wada': 'शनिवारवाडा',
  'Kasba Peth': 'कसबा पेठ',
  'Dagdusheth Ganpati Temple': 'दगडूशेठ गणपती मंदिर',
  'Budhwar Peth': 'बुधवार पेठ',
  Swargate: 'स्वारगेट',
  'Hinjewadi Phase 1': 'हिंजवडी फेज 1',
  Hinjewadi: 'हिंजवडी',
  Wakad: 'वाकड',
  'Pimple Saudagar': 'पिंपळे सौदागर',
  'Karve Nagar': 'कर्वेनगर',
  Warje: 'वारजे',
  Bavdhan: 'बावधन',
  Pashan: 'पाषाण',
  Sus: 'सूस',
  Katraj: 'कात्रज',
  Kondhwa: 'कोंढवा',
  'NIBM Road': 'एनआयबीएम रस्ता',
  Yerawada: 'येरवडा',
  'Kalyani Nagar': 'कल्याणीनगर',
  'Sinhagad Road': 'सिंहगड रस्ता',
  'Vadgaon Budruk': 'वडगाव बुद्रुक',
  Bibwewadi: 'बिबवेवाडी',
  Dhankawadi: 'धनकवडी',
  Mundhwa: 'मुंढवा',
  Vishrantwadi: 'विश्रांतवाडी',
  Khadki: 'खडकी',
  Undri: 'उंड्री',
  Pimpri: 'पिंपरी',
  Chinchwad: 'चिंचवड',
  Nigdi: 'निगडी',
  Wagholi: 'वाघोली',
  Lonavala: 'लोणावळा',
  Khandala: 'खंडाळा',
  Mulshi: 'मुळशी',
  Pirangut: 'पिरंगुट',
};

/** The places' Marathi rows; a place, area or town without its Marathi stops the seed. */
export function placeTranslationRows(
  places: readonly Pick<Required<Insertable<PlacesTable>>, 'id' | 'name' | 'area' | 'city'>[],
): Required<Insertable<CatalogTranslationsTable>>[] {
  const marathi = (english: string) => {
    const text = PLACE_WORDS_MR[english];
    if (text === undefined) throw new Error(`places: no Marathi for ${english}`);
    return text;
  };
  return places.flatMap((place) =>
    (['name', 'area', 'city'] as const).map((field) => ({
      language_code: 'mr',
      entity: 'place',
      entity_id: place.id,
      field,
      text: marathi(place[field]),
    })),
  );
}

const POPULAR: readonly (readonly [string, number, number])[] = [
  ['Kothrud', 18.5074, 73.8077],
  ['Baner', 18.559, 73.7868],
  ['Aundh', 18.558, 73.8075],
  ['Koregaon Park', 18.5362, 73.894],
  ['Viman Nagar', 18.5679, 73.9143],
  ['Hadapsar', 18.5089, 73.926],
  ['Shivajinagar', 18.5308, 73.8475],
  ['Kalyani Nagar', 18.5463, 73.9033],
];

export function popularLocationRows(): Required<Insertable<PopularLocationsTable>>[] {
  return POPULAR.map(([name, latitude, longitude], index) => ({
    id: index + 1,
    name,
    latitude,
    longitude,
    sort_order: index + 1,
  }));
}

/** Each place linked to the stores whose delivery radius reaches it, as a shop would set them in Areas. */
export function placeStoreRows(
  places: readonly Pick<Required<Insertable<PlacesTable>>, 'id' | 'latitude' | 'longitude'>[],
  stores: readonly { id?: number | undefined; latitude: number; longitude: number; delivery_radius_km: number }[],
): Required<Insertable<PlaceStoresTable>>[] {
  return places.flatMap((place) =>
    stores.flatMap(({ id, latitude, longitude, delivery_radius_km }) =>
      id !== undefined &&
      straightLineKm({ lat: place.latitude, lng: place.longitude }, { lat: latitude, lng: longitude }) <=
        delivery_radius_km
        ? [{ place_id: place.id, store_id: id }]
        : [],
    ),
  );
}
