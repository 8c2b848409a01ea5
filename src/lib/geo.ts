// The great-circle arithmetic lives in the contract (contract/geo.ts): the server measures the same
// distances (Kajian Terdekat), so there is one definition.
export * from '../contract/geo';
