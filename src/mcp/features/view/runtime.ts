/**
 * The view's script, inlined into its document (the host's sandbox allows inline script and nothing from the
 * network). It speaks the MCP Apps postMessage protocol itself, in about a hundred lines, rather than bundling
 * the package's `App` class: that class brings the MCP client and zod with it, about 650 KB minified, for the
 * five messages a read-only view needs (ui/initialize, ui/notifications/initialized, tool-result,
 * host-context-changed, size-changed) and one it may send (ui/open-link). test/mcp/apps-view.test.ts runs it
 * against the package's own host side (`AppBridge`), so the two are held to the same protocol.
 *
 * What it draws comes from the tool result: a profile (get_profile) as a card with the career timeline, a
 * chapter (get_chapter) with its place in the timeline, the chapter list (list_chapters) as the timeline. The
 * timeline under a profile or a chapter is the one embedded in the document (`#timeline-data`), written from
 * the same content when the server starts. Every text is set with textContent: nothing from a result is parsed
 * as HTML.
 *
 * Plain ES2020 in a string: it is shipped as is to whatever browser the host embeds, so no build step stands
 * between this text and what runs.
 */
export const VIEW_SCRIPT = `
(function () {
  "use strict";
  var PROTOCOL_VERSION = "2026-01-26";
  var root = document.getElementById("view");
  var embedded = JSON.parse(document.getElementById("timeline-data").textContent || "{}");
  var hostCapabilities = {};
  var nextId = 1;
  var pending = new Map();

  function post(message) {
    message.jsonrpc = "2.0";
    window.parent.postMessage(message, "*");
  }
  function request(method, params) {
    var id = nextId++;
    return new Promise(function (resolve, reject) {
      pending.set(id, { resolve: resolve, reject: reject });
      post({ id: id, method: method, params: params });
    });
  }
  function notify(method, params) {
    post({ method: method, params: params });
  }

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (key) {
      if (attrs[key] !== null && attrs[key] !== undefined && attrs[key] !== false) node.setAttribute(key, attrs[key]);
    });
    (children || []).forEach(function (child) {
      if (child === null || child === undefined || child === "") return;
      node.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
    });
    return node;
  }
  function text(tag, value, attrs) {
    return value ? el(tag, attrs, [String(value)]) : null;
  }
  function link(label, url) {
    return typeof url === "string" && /^https?:/.test(url)
      ? el("a", { href: url, target: "_blank", rel: "noopener" }, [label])
      : null;
  }
  function dots(items) {
    return items.filter(Boolean).join(" \\u00b7 ");
  }

  function timeline(chapters, currentId) {
    return el("ol", { class: "timeline" }, chapters.map(function (c) {
      var when = dots([c.number + ". the robot's " + c.part, c.years || c.period]);
      return el("li", { "aria-current": c.id === currentId ? "step" : null }, [
        el("span", { class: "when" }, [when]),
        el("span", { class: "name" }, [link(c.name, c.links && c.links.html) || c.name]),
        text("span", c.title ? " \\u2014 " + c.title : ""),
      ]);
    }));
  }

  function profileView(p) {
    return [
      text("p", dots([p.jobTitle, p.company && p.company.name]), { class: "eyebrow" }),
      text("h1", p.name),
      text("p", p.basedIn && p.basedIn.label, { class: "meta" }),
      text("p", p.summary, { class: "lede" }),
      el("ul", { class: "links" }, [
        el("li", {}, [link("Site", p.links && p.links.site)]),
        el("li", {}, [link("R\\u00e9sum\\u00e9", p.links && p.links.resume)]),
        el("li", {}, [link("Contact", p.contact && p.contact.page)]),
      ]),
      el("h2", { id: "career" }, ["Career"]),
      timeline(embedded.chapters || []),
    ];
  }

  function chapterView(c) {
    var stats = (c.stats || []).map(function (s) {
      return el("div", {}, [text("dt", s.value), text("dd", s.label)]);
    });
    return [
      text("p", dots(["Chapter " + c.number, "the robot's " + c.part, embedded.name]), { class: "eyebrow" }),
      text("h1", c.title),
      text("p", dots([c.name, c.period, c.place]), { class: "meta" }),
      text("p", c.panel || c.summary, { class: "lede" }),
      stats.length ? el("dl", { class: "stats" }, stats) : null,
      (c.highlights || []).length
        ? el("ul", { class: "highlights" }, c.highlights.map(function (h) { return text("li", h); }))
        : null,
      c.quote ? el("blockquote", {}, [text("p", c.quote.text), text("p", c.quote.source, { class: "meta" })]) : null,
      el("p", {}, [link("Read the chapter", c.links && c.links.html)]),
      el("h2", {}, ["Career"]),
      timeline(embedded.chapters || [], c.id),
    ];
  }

  function chaptersView(list) {
    return [
      text("p", embedded.name, { class: "eyebrow" }),
      el("h1", {}, ["The story in " + list.length + " chapters"]),
      timeline(list),
    ];
  }

  function show(children) {
    root.replaceChildren.apply(root, children.filter(Boolean));
    root.removeAttribute("aria-busy");
  }
  function status(message) {
    show([el("p", { class: "status", role: "status" }, [message])]);
  }

  /** The record of a result: structuredContent ({data, meta}), else the JSON text block hosts without it get. */
  function recordOf(result) {
    if (result && result.structuredContent && "data" in result.structuredContent) return result.structuredContent.data;
    var block = result && result.content && result.content[0];
    try { return JSON.parse(block && block.text).data; } catch (e) { return undefined; }
  }

  function render(result) {
    if (!result || result.isError) return status("The tool reported an error; its text is in the conversation.");
    var data = recordOf(result);
    if (Array.isArray(data)) return show(chaptersView(data));
    if (data && data.highlights && data.part) return show(chapterView(data));
    if (data && data.givenName) return show(profileView(data));
    status("Nothing to show for this result.");
  }

  function applyContext(context) {
    if (!context) return;
    if (context.theme === "light" || context.theme === "dark") document.documentElement.style.colorScheme = context.theme;
    var variables = (context.styles && context.styles.variables) || {};
    Object.keys(variables).forEach(function (name) {
      if (/^--[a-z0-9-]+$/.test(name) && typeof variables[name] === "string") {
        document.documentElement.style.setProperty(name, variables[name]);
      }
    });
  }

  var NOTIFICATIONS = {
    "ui/notifications/tool-result": render,
    "ui/notifications/tool-cancelled": function () { status("The tool call was cancelled."); },
    "ui/notifications/host-context-changed": applyContext,
  };

  window.addEventListener("message", function (event) {
    if (event.source !== window.parent) return;
    var m = event.data;
    if (!m || m.jsonrpc !== "2.0") return;
    if (m.method === undefined && pending.has(m.id)) {
      var waiter = pending.get(m.id);
      pending.delete(m.id);
      return m.error ? waiter.reject(m.error) : waiter.resolve(m.result);
    }
    if (typeof m.method !== "string") return;
    if (m.id !== undefined) {
      // ping, and teardown: nothing to save in a read-only view, so it may go at once.
      var known = m.method === "ping" || m.method === "ui/resource-teardown";
      return post(known ? { id: m.id, result: {} } : { id: m.id, error: { code: -32601, message: "Method not found" } });
    }
    var handler = NOTIFICATIONS[m.method];
    if (handler) handler(m.params);
  });

  // Links open through the host when it offers to (a sandboxed frame may not be allowed to open windows).
  root.addEventListener("click", function (event) {
    var anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!anchor || !hostCapabilities.openLinks) return;
    event.preventDefault();
    request("ui/open-link", { url: anchor.href }).catch(function () {});
  });

  // The host sizes the frame to the content when it does not fix the size.
  var last = "";
  new ResizeObserver(function () {
    var box = document.documentElement.getBoundingClientRect();
    var size = { width: Math.ceil(box.width), height: Math.ceil(box.height) };
    var key = size.width + "x" + size.height;
    if (key !== last) { last = key; notify("ui/notifications/size-changed", size); }
  }).observe(document.documentElement);

  request("ui/initialize", {
    appInfo: { name: embedded.appName || "profile-view", version: embedded.appVersion || "1.0.0" },
    appCapabilities: { availableDisplayModes: ["inline"] },
    protocolVersion: PROTOCOL_VERSION,
  }).then(function (result) {
    hostCapabilities = (result && result.hostCapabilities) || {};
    applyContext(result && result.hostContext);
    notify("ui/notifications/initialized", {});
  }, function () {
    status("This view needs a host that speaks MCP Apps.");
  });
})();
`;
