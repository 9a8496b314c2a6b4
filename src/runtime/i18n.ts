import { setupI18n, type I18n } from "@lingui/core";
import { CORE_AREA, loadCatalog } from "../i18n/catalogs";
import { DEFAULT_LOCALE, reduceLocale, type Locale } from "../i18n/locales";
import { readCookie, writeCookie } from "./cookies";

/** spec §1 and §9: the interface language is stored in a cookie named `lang`. */
export const LANG_COOKIE = "lang";

export interface LocaleSources {
  /** The tag's own `lang` attribute. */
  tag?: Locale | null;
  /** `<ov-context lang>`, then `OvWidgets.configure({ lang })` / `setLanguage` (already merged by precedence). */
  configured?: Locale | null;
  /** The settings' `language.default` (e.g. "ca-ES"). */
  settingsDefault?: string | null;
  /** Languages the partner enables; the cookie and the settings default are only taken from these. */
  enabled?: readonly Locale[] | null;
}

/**
 * DESIGN "i18n": locale from tag > context > `lang` cookie > settings default > ca-ES, each code
 * reduced to its first 2 letters (spec §1). A tag or page that asks for a language explicitly gets
 * it; the remembered cookie is honoured only when the partner still offers that language.
 * @example resolveLocale({ tag: null, configured: null, settingsDefault: "es-ES" }) // "es" (no cookie)
 */
export function resolveLocale(sources: LocaleSources, cookie: string | null = readCookie(LANG_COOKIE)): Locale {
  if (sources.tag) return sources.tag;
  if (sources.configured) return sources.configured;
  const allowed = (locale: Locale | null): locale is Locale =>
    locale !== null && (!sources.enabled || sources.enabled.length === 0 || sources.enabled.includes(locale));
  const fromCookie = reduceLocale(cookie);
  if (allowed(fromCookie)) return fromCookie;
  const fromSettings = reduceLocale(sources.settingsDefault);
  if (allowed(fromSettings)) return fromSettings;
  if (sources.enabled && sources.enabled.length > 0 && !sources.enabled.includes(DEFAULT_LOCALE)) return sources.enabled[0] as Locale;
  return DEFAULT_LOCALE;
}

/** Remembers the visitor's choice for the next visit and for the server (spec §9 "language cookie lang"). */
export function rememberLocale(locale: Locale): void {
  writeCookie(LANG_COOKIE, locale, { maxAgeSeconds: 365 * 24 * 3600 });
}

/**
 * One Lingui instance per active locale, shared by every tag showing that language (DESIGN "i18n").
 * Catalogs are fetched lazily per area: `core` for every tag plus each tag's own area, the first
 * time a tag of that area shows that language; later areas are merged into the same instance.
 */
export class I18nRegistry {
  private readonly instances = new Map<Locale, I18n>();
  private readonly loaded = new Set<string>();
  private readonly loading = new Map<string, Promise<void>>();

  private static areasOf(area: string | null | undefined): string[] {
    return area && area !== CORE_AREA ? [CORE_AREA, area] : [CORE_AREA];
  }

  /** The instance if the core catalog and the given area are loaded, else null. */
  peek(locale: Locale, area?: string | null): I18n | null {
    const ready = I18nRegistry.areasOf(area).every((name) => this.loaded.has(`${locale}/${name}`));
    return ready ? (this.instances.get(locale) ?? null) : null;
  }

  /** Loads what is missing of core + the area for a locale; resolves to the shared instance. */
  async load(locale: Locale, area?: string | null): Promise<I18n> {
    let i18n = this.instances.get(locale);
    if (!i18n) {
      i18n = setupI18n({ locale, messages: { [locale]: {} } });
      this.instances.set(locale, i18n);
    }
    const instance = i18n;
    await Promise.all(
      I18nRegistry.areasOf(area).map((name) => {
        const key = `${locale}/${name}`;
        if (this.loaded.has(key)) return undefined;
        let pending = this.loading.get(key);
        if (!pending) {
          pending = loadCatalog(locale, name).then(
            (messages) => {
              instance.load(locale, messages); // merged into the locale's messages
              this.loaded.add(key);
              this.loading.delete(key);
            },
            (error: unknown) => {
              this.loading.delete(key);
              throw error;
            },
          );
          this.loading.set(key, pending);
        }
        return pending;
      }),
    );
    return instance;
  }
}
