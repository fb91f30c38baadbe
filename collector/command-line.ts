// What the collector's two commands share: string options parsed strictly, and a failure that
// names the problem, prints the usage and exits with 2.
import { parseArgs } from 'node:util';

export interface CommandLine {
  values: Record<string, string | undefined>;
  fail: (message: string) => never;
}

export function commandLine(
  usage: string,
  options: Record<string, { default?: string }>,
): CommandLine {
  const fail = (message: string): never => {
    console.error(`${message}\n${usage}`);
    process.exit(2);
  };
  try {
    const { values } = parseArgs({
      options: Object.fromEntries(
        Object.entries(options).map(([name, o]) => [name, { type: 'string' as const, ...o }]),
      ),
    });
    return { values: values as Record<string, string | undefined>, fail };
  } catch (error) {
    return fail((error as Error).message);
  }
}
