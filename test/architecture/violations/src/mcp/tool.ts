/** A tool that renders through a page, closing a circle with it. */
import { page } from "../pages/page.js";

export const tool = { name: "tool", render: () => page() };
