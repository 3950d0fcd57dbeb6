import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on first interaction, or at once when the device cart needs it (src/client/directives/touch-directive.ts). */
    'client:touch'?: string;
  }
}
