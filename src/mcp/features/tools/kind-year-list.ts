/** list_talks and list_writing: one collection as `{data, meta}`, filtered by kind and by year. */
import { z } from "@hono/zod-openapi";
import type { KindYearFilter, Site } from "../../../content/site.js";
import { bindTool, type Envelope, jsonResult, type McpTool, type ToolInfo, toolArguments } from "./tool.js";

/** A year filter is any four-digit year: bounds the JSON Schema states and the rule below says in words. */
const FILTER_YEAR = { min: 1000, max: 9999 } as const;
// The SDK prefixes the argument's name ("year: must be …"), so the rule does not repeat it.
const yearRule = `must be a four-digit year (${FILTER_YEAR.min} to ${FILTER_YEAR.max}) such as 2019`;

type Pronouns = Site["subject"]["pronouns"];

export interface KindYearList<K extends string> extends ToolInfo {
  readonly kinds: readonly [K, ...K[]];
  /** The `kind` argument's description, in the site's words about its subject. */
  readonly kindHelp: (pronouns: Pronouns) => string;
  /** What the items are called in the `year` argument's description: "talks", "items". */
  readonly items: string;
  readonly output: z.ZodType;
  readonly list: (site: Site, filter: KindYearFilter<K>) => Envelope;
}

export const kindYearListTool = <K extends string>({
  kinds,
  kindHelp,
  items,
  output,
  list,
  ...info
}: KindYearList<K>): McpTool => {
  const input = ({ subject }: Site) =>
    toolArguments(info.name, {
      kind: z
        .enum(kinds, { error: `must be one of: ${kinds.join(", ")}` })
        .optional()
        .describe(kindHelp(subject.pronouns)),
      year: z
        .int({ error: yearRule })
        .min(FILTER_YEAR.min, { error: yearRule })
        .max(FILTER_YEAR.max, { error: yearRule })
        .optional()
        .describe(`only ${items} from this year (four digits); items without a year never match`),
    });
  return {
    ...info,
    input,
    bind: ({ site }) => bindTool(info, site, input(site), output, (filter) => jsonResult(list(site, filter))),
  };
};
