/**
 * Run by `npm run dev` before its watcher: the watcher outlives a server that stops on a bad setting and waits
 * for a change, so the setting is checked first, and the command stops there with its line and exit code 2.
 */
import { loadConfig } from "../../src/config.js";

loadConfig();
