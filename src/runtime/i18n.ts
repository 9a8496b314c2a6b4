import { setupI18n, type I18n } from "@lingui/core";
import { arrivedCatalog, CORE_AREA, loadCatalog, onCatalogsRegistered } from "../i18n/catalogs";
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
 * docs/architecture.md "i18n": locale from tag > context > `lang` cookie > settings default > ca-ES, each code
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

/** A catalog area besides `core`, or several (a tag's own and the kit parts' its first screen shows). */
export type CatalogAreas = string | readonly string[] | null | undefined;

/**
 * One Lingui instance per active locale, shared by every tag showing that language (docs/architecture.md "i18n").
 * Catalogs are fetched lazily per area: `core` for every tag plus each tag's own area, the first
 * time a tag of that area shows that language; later areas are merged into the same instance.
 * An area asked for before any module registered it is not remembered as loaded but as awaited: its
 * catalog is fetched when it is registered, so callers need not import the registering module first.
 */
export class I18nRegistry {
  private readonly instances = new Map<Locale, I18n>();
  private readonly loaded = new Set<string>();
  private readonly loading = new Map<string, Promise<void>>();
  /** `locale/area` asked for while no file of the area was registered. */
  private readonly awaited = new Set<string>();

  private static areasOf(area: CatalogAreas): string[] {
    const named = typeof area === "string" ? [area] : (area ?? []);
    return [CORE_AREA, ...named.filter((name) => name && name !== CORE_AREA)];
  }

  /**
   * The instance if the core catalog and the given area are loaded, else null. An awaited area counts
   * as ready (nothing to wait for: a tag with no texts, like ov-context's, still shows); once it is
   * registered it is null again until its catalog has arrived, so a part that waits for its texts
   * (`useCatalogArea`) shows its spinner rather than English.
   */
  peek(locale: Locale, area?: CatalogAreas): I18n | null {
    const ready = I18nRegistry.areasOf(area).every((name) => {
      const key = `${locale}/${name}`;
      return this.loaded.has(key) || this.awaited.has(key) || this.adopt(locale, name);
    });
    return ready ? (this.instances.get(locale) ?? null) : null;
  }

  /**
   * Loads an area the loader's wave has already brought (a cache filled once, so `peek` may call it
   * while rendering): the first render then shows the texts instead of waiting a task for `load`.
   */
  private adopt(locale: Locale, name: string): boolean {
    const messages = arrivedCatalog(locale, name);
    if (!messages) return false;
    this.instanceFor(locale).load(locale, messages);
    this.loaded.add(`${locale}/${name}`);
    return true;
  }

  private instanceFor(locale: Locale): I18n {
    let i18n = this.instances.get(locale);
    if (!i18n) {
      i18n = setupI18n({ locale, messages: { [locale]: {} } });
      this.instances.set(locale, i18n);
    }
    return i18n;
  }

  /** Loads what is missing of core + the area(s) for a locale; resolves to the shared instance. */
  async load(locale: Locale, area?: CatalogAreas): Promise<I18n> {
    const instance = this.instanceFor(locale);
    await Promise.all(
      I18nRegistry.areasOf(area).map((name) => {
        const key = `${locale}/${name}`;
        if (this.loaded.has(key)) return undefined;
        let pending = this.loading.get(key);
        if (!pending) {
          const request = loadCatalog(locale, name);
          if (!request) {
            this.awaited.add(key);
            onCatalogsRegistered(this.retryAwaited); // the same function each time: added once
            return undefined;
          }
          this.awaited.delete(key);
          pending = request.then(
            (messages) => {
              instance.load(locale, messages); // merged into the locale's messages; the provider re-renders
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

  /** Asks again for every awaited area: a registered one is fetched, the others keep waiting. */
  private readonly retryAwaited = (): void => {
    // No copy of the set: `load` decides synchronously, deleting the key or keeping it where it is.
    for (const key of this.awaited) {
      const [locale, area] = key.split("/") as [Locale, string];
      // A failed fetch leaves the area unloaded: the next `load` of it tries again.
      this.load(locale, area).catch(() => {});
    }
  };
}
