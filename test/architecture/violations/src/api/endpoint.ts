/** A surface-level constant. */
export const ENDPOINT = "/api/v1";
