import type { Lang } from "./types.ts";

/** spec §1: the six interface languages, in the order the sandbox falls back through them. */
export const LANGS: readonly Lang[] = ["ca", "es", "en", "gl", "fr", "de"];

/** A text in every interface language. Sandbox texts are always complete, so no fallback hides a gap. */
export type Texts = Record<Lang, string>;

/** BCP 47 tags of spec §9, for number and date formatting inside generated HTML. */
export const FULL_LOCALE: Record<Lang, string> = {
  ca: "ca-ES",
  es: "es-ES",
  en: "en-US",
  gl: "gl-ES",
  fr: "fr-FR",
  de: "de-DE",
};

/** spec §1: "A language code is reduced to its first 2 letters for lookup." */
export function toLang(code: string | null | undefined): Lang | null {
  if (!code) return null;
  const short = code.trim().slice(0, 2).toLowerCase();
  return (LANGS as readonly string[]).includes(short) ? (short as Lang) : null;
}

/** The first supported language of an Accept-Language header, by quality then order. */
export function langFromAcceptLanguage(header: string | null): Lang | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const lang = toLang(tag);
    if (lang) return lang;
  }
  return null;
}

export function tr(lang: Lang, texts: Texts): string {
  return texts[lang];
}

export function money(lang: Lang, amount: number): string {
  return new Intl.NumberFormat(FULL_LOCALE[lang], { style: "currency", currency: "EUR" }).format(amount);
}

export function num(lang: Lang, value: number, decimals = 2): string {
  return new Intl.NumberFormat(FULL_LOCALE[lang], { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
}

/** Escapes user-provided text before it is placed in generated HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
}
