/**
 * Two prompts for the questions people ask most. They hold no facts: they tell the model which tools to call
 * and to cite pages, so the answer is always built from the current data. Their wording comes from the site's
 * copy about its subject (name, pronouns).
 */
import { z } from "@hono/zod-openapi";
import { completable, type GetPromptResult, type McpServer } from "@modelcontextprotocol/server";
import { chaptersInWords, exampleQuery, type Site } from "../../content/site.js";
import { QUERY_LENGTH, queryText } from "../../schema/search.js";
import { completeTopic, talkTopics } from "./topics.js";

const userMessage = (text: string): GetPromptResult => ({
  messages: [{ role: "user", content: { type: "text", text } }],
});

/**
 * The prompts of one site, made once per site (the topic argument's schema, with an example the record holds and
 * the talks' topics it completes to), registered on each server instance.
 */
export const preparePrompts = (site: Site): { readonly register: (server: McpServer) => void } => {
  const topics = talkTopics(site.talks);
  const findTalksArguments = z.object({
    topic: completable(
      queryText("topic").describe(
        `the topic, ${QUERY_LENGTH.min} to ${QUERY_LENGTH.max} characters, for example ${exampleQuery(site)}`,
      ),
      (value) => completeTopic(topics, value),
    ),
  });
  return { register: (server) => registerPrompts(server, site, findTalksArguments) };
};

const registerPrompts = (server: McpServer, site: Site, findTalksArguments: z.ZodObject): void => {
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
      argsSchema: findTalksArguments,
    },
    ({ topic }) =>
      userMessage(
        `Find talks by ${name} about "${topic}". Call search with that topic as query and type talk; if that finds little, call list_talks and judge each talk by its title and takeaway. For each talk give the title, kind, venue and year, one sentence on what it says, and link both its page and its url (note when the url is an archived copy).`,
      ),
  );
};
