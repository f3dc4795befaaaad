/** The origin the worker under test is configured for (BASE_URL); requests go to it so absolute URLs match. */
export const WORKER_ORIGIN = "http://localhost:8787";
