// A catalogue imported with `?messages` is compiled at build time into message functions
// (scripts/vite-plugin-messages.ts).
declare module '*?messages' {
  import type { CompiledCatalogue } from '../../shared/i18n/catalogue';
  const messages: CompiledCatalogue;
  export default messages;
}

// An English catalogue imported with `?pseudo-messages`: the pseudo-locale (scripts/pseudoLocale.ts).
declare module '*?pseudo-messages' {
  import type { CompiledCatalogue } from '../../shared/i18n/catalogue';
  const messages: CompiledCatalogue;
  export default messages;
}
