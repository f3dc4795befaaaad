/** The `year` filter of list_talks and list_writing. */
import { z } from "@hono/zod-openapi";

const rule = "year must be a four-digit year such as 2019";

export const yearFilter = (items: string) =>
  z
    .int({ error: rule })
    .min(1000, { error: rule })
    .max(9999, { error: rule })
    .optional()
    .describe(`only ${items} from this year (four digits); items without a year never match`);
