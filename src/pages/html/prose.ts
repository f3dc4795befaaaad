/**
 * Markdown → HTML for the Markdown written in content/ (page copy, chapter text, biography). The content is
 * trusted but still escaped: raw HTML is shown as text, and links only go to http(s), mailto or site paths.
 */
import { Marked, type Tokens } from "marked";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);

const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;

const marked = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }: Tokens.HTML | Tokens.Tag): string => escapeHtml(text),
    link(this: { parser: { parseInline: (tokens: Tokens.Link["tokens"]) => string } }, token: Tokens.Link): string {
      const label = this.parser.parseInline(token.tokens);
      if (!SAFE_HREF.test(token.href)) return label;
      const title = token.title ? ` title="${escapeHtml(token.title)}"` : "";
      return `<a href="${escapeHtml(token.href)}"${title}>${label}</a>`;
    },
    // No remote images: the CSP allows images from this site only, and content has none.
    image: ({ text }: Tokens.Image): string => escapeHtml(text),
  },
});

export const markdownToHtml = (markdown: string): string => marked.parse(markdown, { async: false });
