/**
 * The Debian packages of the tools the tests drive that this machine lacks, one a line (none: no output).
 * `.ci/run` installs them; the tests find the tools through the same lookup (test/support/tools.ts).
 */
import { missingPackages } from "../../test/support/tools.js";

for (const name of missingPackages()) console.log(name);
