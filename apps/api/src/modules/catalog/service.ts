// The catalog's public face (docs/architecture.md); the IBGE cities search lives in cities.ts.
export { searchCities } from './cities.js';
