/**
 * Two prompts for the questions people ask most. They hold no facts: they tell the model which tools to call
 * and to cite pages, so the answer is always built from the current data. Their wording comes from the site's
 * copy about its subject (name, pronouns).
 */
import { z } from "@hono/zod-openapi";
import type { GetPromptResult, McpServer } from "@modelcontextprotocol/server";
import { chaptersInWords, exampleQuery, type Site } from "../content/site.js";
import { queryText } from "../schema/search.js";

/** The topic argument, with an example the record holds; made once per site, not per server instance. */
const argumentsBySite = new WeakMap<Site, z.ZodObject<{ topic: ReturnType<typeof queryText> }>>();
const findTalksArguments = (site: Site) => {
  let made = argumentsBySite.get(site);
  if (made === undefined) {
    made = z.object({
      topic: queryText("topic").describe(`the topic, 2 to 200 characters, for example ${exampleQuery(site)}`),
    });
    argumentsBySite.set(site, made);
  }
  return made;
};

const userMessage = (text: string): GetPromptResult => ({
  messages: [{ role: "user", content: { type: "text", text } }],
});

export const registerPrompts = (server: McpServer, site: Site): void => {
  const { name } = site.profile;
  const { possessive } = site.subject.pronouns;

  server.registerPrompt(
    "summarise_career",
    {
      title: `Summarise ${possessive} career`,
      description: `A short, cited summary of ${name}'s career, chapter by chapter.`,
    },
    () =>
      userMessage(
        `Summarise the career of ${name} in a few paragraphs. Call get_profile for where ${name} is now, then list_chapters for the ${chaptersInWords(site)} in story order, and get_chapter for any chapter you need in detail. Link each chapter you mention to its links.html URL, and do not add facts the tools did not return.`,
      ),
  );

  server.registerPrompt(
    "find_talks",
    {
      title: `Find ${possessive} talks on a topic`,
      description: `${name}'s keynotes, talks, panels and podcasts about a topic, with where to watch or listen.`,
      argsSchema: findTalksArguments(site),
    },
    ({ topic }) =>
      userMessage(
        `Find talks by ${name} about "${topic}". Call search with that topic as query and type talk; if that finds little, call list_talks and judge each talk by its title and takeaway. For each talk give the title, kind, venue and year, one sentence on what it says, and link both its page and its url (note when the url is an archived copy).`,
      ),
  );
};
