/** Ends every exhaustive switch, so a new mode, state or message type cannot be forgotten. */
export function assertNever(value: never, what = 'value'): never {
  throw new Error(`Unexpected ${what}: ${JSON.stringify(value)}`);
}
