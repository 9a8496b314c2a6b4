import type { Messages } from "@lingui/core";
import type { Locale } from "./locales";

/**
 * Loads one locale's compiled catalog. Each `import()` names its file literally so that the
 * bundler makes one lazy chunk per locale and a page only downloads the language it shows.
 */
export async function loadCatalog(locale: Locale): Promise<Messages> {
  switch (locale) {
    case "ca":
      return (await import("../../locales/ca.po")).messages;
    case "es":
      return (await import("../../locales/es.po")).messages;
    case "en":
      return (await import("../../locales/en.po")).messages;
    case "gl":
      return (await import("../../locales/gl.po")).messages;
    case "fr":
      return (await import("../../locales/fr.po")).messages;
    case "de":
      return (await import("../../locales/de.po")).messages;
  }
}
