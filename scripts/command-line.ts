/**
 * The arguments of an owner's command (`npm run import -- …`): a misspelt option, an option without its value or
 * an argument the command does not take stops the command with one line and its usage, not a stack trace.
 */
import { type ParseArgsConfig, parseArgs } from "node:util";

/** The option parser's own refusals, as opposed to a bug. */
const isArgumentError = (error: unknown): error is Error & { code: string } =>
  error instanceof Error && "code" in error && String(error.code).startsWith("ERR_PARSE_ARGS_");

/**
 * Its first sentence: the rest of Node's message tells how to pass a value starting with "-" after `--`, which
 * under npm (which takes the first `--` itself) misleads.
 */
const firstSentence = (message: string): string => message.split(/\.\s/)[0] ?? message;

export const parseCommandLine = <T extends ParseArgsConfig>(
  usage: string,
  config: T,
): ReturnType<typeof parseArgs<T>> => {
  try {
    return parseArgs(config);
  } catch (error) {
    if (!isArgumentError(error)) throw error;
    console.error(`${firstSentence(error.message)}\n${usage}`);
    process.exit(2);
  }
};
