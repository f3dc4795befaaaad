/** Where the MCP Apps view lives: the tools that link it and the resource that serves it read this one name. */
export const VIEW_URI = "ui://profile/view.html";
