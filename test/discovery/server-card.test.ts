/**
 * The MCP server card checked against the server-card extension's own JSON Schema: server-card.schema.json here is
 * schema.json of github.com/modelcontextprotocol/experimental-ext-server-card (Apache-2.0), unchanged; the card is
 * its ServerCard definition. Checked for the shipped content and for a person whose name is long, since the
 * card's title and description name the person and the schema caps both.
 */
import { Ajv2020 } from "ajv/dist/2020.js";
import formatsModule from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentFiles } from "../support/content.js";
import { type Fields, patchYaml } from "../support/content-edits.js";
import { type RunningServer, startServer } from "../support/server.js";
import cardSchema from "./server-card.schema.json" with { type: "json" };

// ajv-formats is CommonJS: the default import is module.exports, which also carries the plugin as `.default`.
const addFormats = formatsModule.default;

const validateCard = () => {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  ajv.addSchema(cardSchema, "server-card");
  const validate = ajv.getSchema("server-card#/$defs/ServerCard");
  if (!validate) throw new Error("server-card.schema.json has no ServerCard definition");
  return validate;
};

const LONG_NAME = "María Alejandra Fernández-Castellanos de la Vega y Montoya-Rivadeneira";

describe.each([
  ["the shipped content", undefined],
  ["a person with a long name", LONG_NAME],
])("server card for %s", (_label, name) => {
  let server: RunningServer;
  let card: Record<string, unknown>;
  beforeAll(async () => {
    const files = name
      ? patchYaml<Fields>(await contentFiles(), "profile.md", (front) => ({ ...front, name }))
      : undefined;
    server = await startServer({ files });
    card = (await (await fetch(`${server.origin}/mcp/server-card`)).json()) as Record<string, unknown>;
  });
  afterAll(() => server.close());

  it("is valid against the extension's ServerCard schema", () => {
    const validate = validateCard();
    expect(validate(card), JSON.stringify(validate.errors)).toBe(true);
  });

  it("still names the person in its title and description, as serverInfo does", () => {
    const person = server.site.profile.name;
    expect(card.title).toContain(person);
    expect(card.description).toContain(person);
    expect(card.serverInfo).toMatchObject({ title: card.title });
  });
});
