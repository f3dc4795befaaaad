/** get_profile: who the subject is (REST getProfile). */
import { profileBody } from "../../../render/envelope.js";
import { profileMarkdown } from "../../../render/markdown.js";
import { ProfileResponse } from "../../../schema/envelope.js";
import { siteTool } from "./site-tool.js";
import type { McpTool, ToolInfo } from "./tool.js";

const info: ToolInfo = {
  name: "get_profile",
  title: "Get profile",
  describe: ({ profile, subject: { pronouns } }) =>
    `The person's profile: name, current job title and company, summary, biography, where ${profile.name} is based and has lived, how to contact ${pronouns.object}, social profiles and links to every format of the site. Use it first for who ${profile.name} is, ${pronouns.possessive} current work or how to reach ${pronouns.object}. Cite data.links.site or data.links.agent. format: markdown returns it as Markdown, as the site's pages render it.`,
};

export const getProfileTool: McpTool = siteTool(info, ProfileResponse, profileBody, profileMarkdown);
