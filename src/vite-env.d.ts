/// <reference types="vite/client" />
/** The build's id, also written to version.json (see vite.config.ts). */
declare const __BUILD_VERSION__: string;
/**
 * A message catalogue, compiled on import by @lingui/vite-plugin; packed by the production build
 * (src/app/packed-catalogue.ts).
 */
declare module '*.po' {
  export const messages:
    | import('@lingui/core').Messages
    | import('./app/packed-catalogue.ts').PackedCatalogue;
}
