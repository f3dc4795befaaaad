/** Shared rendering that reaches up into a surface. */
import { ENDPOINT } from "../api/endpoint.js";

export const guide = `GET ${ENDPOINT}`;
