import { setupI18n, type I18n } from "@lingui/core";
import { loadCatalog } from "../i18n/catalogs";
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
 * One Lingui instance per active locale, shared by every tag showing that language; catalogs are
 * fetched lazily the first time a locale is needed (DESIGN "i18n").
 */
export class I18nRegistry {
  private readonly ready = new Map<Locale, I18n>();
  private readonly loading = new Map<Locale, Promise<I18n>>();

  /** The instance if its catalog is loaded, else null (the caller suspends on `load`). */
  peek(locale: Locale): I18n | null {
    return this.ready.get(locale) ?? null;
  }

  load(locale: Locale): Promise<I18n> {
    const existing = this.loading.get(locale);
    if (existing) return existing;
    const promise = loadCatalog(locale).then(
      (messages) => {
        const i18n = setupI18n({ locale, messages: { [locale]: messages } });
        this.ready.set(locale, i18n);
        return i18n;
      },
      (error: unknown) => {
        this.loading.delete(locale);
        throw error;
      },
    );
    this.loading.set(locale, promise);
    return promise;
  }
}
