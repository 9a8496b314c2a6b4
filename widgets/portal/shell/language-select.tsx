import { useLingui } from "@lingui/react/macro";
import { LANGUAGE_NAMES, LOCALES, reduceLocale, type Locale } from "../../../src/i18n/locales";
import { useLocale, useOptionalWidget, useRuntime, useSettings } from "../../../src/runtime/widget-context";
import { Select } from "../../../src/ui/select";

/**
 * spec §1: "Interface languages ... filtered by the languages the partner enables"; "A language code is
 * reduced to its first 2 letters". Unknown codes are skipped, duplicates (es-ES, es-CA) kept once, and
 * the order is the partner's.
 * @example offeredLanguages(["ca-ES", "es-ES", "pt-PT"]) // ["ca", "es"]
 */
export function offeredLanguages(partner: readonly unknown[]): Locale[] {
  const out: Locale[] = [];
  // Server-driven: a list that is not one, or codes that are not text, offer nothing.
  for (const code of Array.isArray(partner) ? partner : []) {
    const locale = reduceLocale(code);
    if (locale && !out.includes(locale)) out.push(locale);
  }
  return out;
}

/**
 * The header's language selector (spec §2 Other "language selector"): a native select, so keyboard and
 * the mobile picker come from the platform. Choosing a language switches every tag of the page that
 * has no `lang` of its own (`OvWidgets.setLanguage`), and the runtime stores it in the `lang` cookie
 * (spec §1 "The language is stored in a cookie named lang", src/runtime/i18n.ts rememberLocale).
 * With a single language there is nothing to choose and nothing shows.
 */
export function LanguageSelect() {
  const { t } = useLingui();
  const runtime = useRuntime();
  const widget = useOptionalWidget();
  const locale = useLocale();
  const partner = useSettings((settings) => settings.language.partner);
  // OvWidgets.configure({languages}) narrows the partner's list the same way the runtime's locale does.
  const configured = runtime.resolve().languages;
  const offered = configured ? offeredLanguages(configured) : offeredLanguages(partner);
  if (offered.length < 2) return null;
  const current = offered.includes(locale) ? locale : "";

  const choose = (value: string) => {
    const next = (LOCALES as readonly string[]).includes(value) ? (value as Locale) : null;
    if (!next || !offered.includes(next)) return;
    runtime.setLanguage(next);
    // The portal's own `lang` attribute outranks the page's choice: the visitor's choice here wins over it.
    const host = widget?.host;
    if (host?.hasAttribute("lang")) host.setAttribute("lang", next);
  };

  return (
    <Select
      className="ov-portal__lang"
      label={t({ id: "portal.lang.label", message: "Language" })}
      value={current}
      onChange={(event) => choose(event.currentTarget.value)}
    >
      {current === "" && <option value="">{LANGUAGE_NAMES[locale]}</option>}
      {offered.map((code) => (
        <option key={code} value={code} lang={code}>
          {LANGUAGE_NAMES[code]}
        </option>
      ))}
    </Select>
  );
}
