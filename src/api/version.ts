/** The API version, reported in every `meta.apiVersion` and in the OpenAPI `info.version`. */
export const API_VERSION = "1.0.0";
export const API_MAJOR = "v1";
