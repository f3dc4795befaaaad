/** The API version, reported in every `meta.apiVersion` and in the OpenAPI `info.version`. */
export const API_VERSION = "1.0.0";
export const API_MAJOR = "v1";
/** How long a major version keeps working after its successor ships (the OpenAPI x-api-lifecycle, the guide). */
export const MINIMUM_DEPRECATION_NOTICE_DAYS = 180;
