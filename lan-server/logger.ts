/**
 * Where the server writes a line for people (the console, or Electron's log). A module of its own, with
 * no imports, so every part of the server can take one without importing the configuration.
 */
export type Logger = (line: string) => void;
