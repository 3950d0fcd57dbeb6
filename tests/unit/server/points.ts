// Real points around the demo city used by the service tests.
export const KOTHRUD = { lat: 18.5074, lng: 73.8077 };
export const HADAPSAR = { lat: 18.5089, lng: 73.926 };
export const LONAVALA = { lat: 18.7546, lng: 73.4062 };
/** Mumbai: no demo store serves it. */
export const MUMBAI = { lat: 19.076, lng: 72.8777 };
