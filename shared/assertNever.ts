/** Ends every exhaustive switch (STYLE.md convention 6): a new mode, state or message type cannot be forgotten. */
export function assertNever(value: never, what = 'value'): never {
  throw new Error(`Unexpected ${what}: ${JSON.stringify(value)}`);
}
