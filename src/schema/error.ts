/** The error body every failing /api request returns (docs/contract.md#errors). */
import { z } from "@hono/zod-openapi";
import { Uri } from "./common.js";

export const ERROR_CODES = [
  "not_found",
  "chapter_not_found",
  "missing_parameter",
  "invalid_parameter",
  "method_not_allowed",
  "rate_limited",
  "internal_error",
] as const;
export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const ErrorBody = z
  .object({
    error: z.object({
      status: z.int().min(400).max(599).describe("the HTTP status"),
      code: ErrorCode,
      message: z.string().describe("what went wrong, one sentence"),
      hint: z.string().describe("how to fix the request"),
      docs: Uri.describe("documentation for the error"),
    }),
  })
  .openapi("Error");
export type ErrorBody = z.infer<typeof ErrorBody>;
