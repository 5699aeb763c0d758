/** The value after `--name` on the command line (`--rounds 3` → '3'); undefined when the option is absent. */
export function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
}
