/** The origin the worker under test is configured for (BASE_URL); requests go to it so absolute URLs match. */
export const WORKER_ORIGIN = "http://localhost:8787";

/** The MCP Registry proof the worker under test is given as a variable (ATPROTO_DID is left unset). */
export const WORKER_REGISTRY_AUTH = "v=MCPv1; k=ed25519; p=d29ya2VyLXRlc3Qta2V5LWJ5dGVzLW9ubHktMzI=";
