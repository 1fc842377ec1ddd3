// The offline gazetteer the listing forms fill city, state and country from when a pin is placed
// on the map (DESIGN §2: geocoding offline by default). Derived from the demo seed's city list
// (apps/api/src/db/seed/data/gazetteer.data.ts, public-domain facts compiled for this project; a
// test there keeps the two in step) and cut down to what a lookup needs, so the browser bundle
// stays a couple of kilobytes. A deployment with a geocoding provider will answer more places.

export interface GazetteerPlace {
  city: string;
  state: string;
  country: string;
  latitude: number;
  longitude: number;
}

// [city, state, country, latitude, longitude]: tuples keep the shipped list short.
const PLACES: ReadonlyArray<readonly [string, string, string, number, number]> = [
  ['Mumbai', 'Maharashtra', 'India', 19.076, 72.8777],
  ['Bengaluru', 'Karnataka', 'India', 12.9716, 77.5946],
  ['Pune', 'Maharashtra', 'India', 18.5204, 73.8567],
  ['New Delhi', 'Delhi', 'India', 28.6139, 77.209],
  ['Hyderabad', 'Telangana', 'India', 17.385, 78.4867],
  ['Chennai', 'Tamil Nadu', 'India', 13.0827, 80.2707],
  ['Jaipur', 'Rajasthan', 'India', 26.9124, 75.7873],
  ['Dubai', 'Dubai', 'United Arab Emirates', 25.2048, 55.2708],
  ['Abu Dhabi', 'Abu Dhabi', 'United Arab Emirates', 24.4539, 54.3773],
  ['Sharjah', 'Sharjah', 'United Arab Emirates', 25.3463, 55.4209],
  ['London', 'England', 'United Kingdom', 51.5074, -0.1278],
  ['Manchester', 'England', 'United Kingdom', 53.4808, -2.2426],
  ['Edinburgh', 'Scotland', 'United Kingdom', 55.9533, -3.1883],
  ['Bristol', 'England', 'United Kingdom', 51.4545, -2.5879],
  ['New York', 'New York', 'United States', 40.7128, -74.006],
  ['Austin', 'Texas', 'United States', 30.2672, -97.7431],
  ['Miami', 'Florida', 'United States', 25.7617, -80.1918],
  ['Seattle', 'Washington', 'United States', 47.6062, -122.3321],
  ['San Francisco', 'California', 'United States', 37.7749, -122.4194],
  ['Nairobi', 'Nairobi County', 'Kenya', -1.2921, 36.8219],
  ['Mombasa', 'Mombasa County', 'Kenya', -4.0435, 39.6682],
  ['Kisumu', 'Kisumu County', 'Kenya', -0.0917, 34.768],
];

export const GAZETTEER_PLACES: readonly GazetteerPlace[] = PLACES.map(
  ([city, state, country, latitude, longitude]) => ({ city, state, country, latitude, longitude }),
);
