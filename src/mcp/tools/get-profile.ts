/** get_profile: who the subject is (REST getProfile). */
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { profileBody } from "../../render/envelope.js";
import { profileMarkdown } from "../../render/markdown.js";
import { ProfileResponse } from "../../schema/envelope.js";
import { Format, formattedResult, type McpTool, readOnly, type ToolDeps, toolArguments } from "./tool.js";

const info = {
  name: "get_profile",
  title: "Get profile",
  description:
    "The person's profile: name, current job title and company, summary, biography, where he is based and has lived, how to contact him, social profiles and links to every format of the site. Use it first for who he is, what he does now or how to reach him. Cite data.links.site or data.links.agent. format: markdown returns it as Markdown, as the site's pages render it.",
} as const;

const input = toolArguments(info.name, { format: Format });

export const registerGetProfile = (server: McpServer, { site }: ToolDeps): void => {
  server.registerTool(
    info.name,
    { ...info, inputSchema: input, outputSchema: ProfileResponse, annotations: readOnly(info.title) },
    ({ format }) => formattedResult(format, profileBody(site), () => profileMarkdown(site)),
  );
};

export const getProfileTool: McpTool = { ...info, register: registerGetProfile };
