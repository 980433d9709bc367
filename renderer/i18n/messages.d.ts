// A catalogue imported with `?messages` is compiled at build time into message functions
// (scripts/vite-plugin-messages.ts).
declare module '*?messages' {
  import type { CompiledCatalogue } from '../../shared/i18n/catalogue';
  const messages: CompiledCatalogue;
  export default messages;
}
