import { setupI18n, type I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render, type RenderOptions, type RenderResult } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { messages as core } from "../../locales/en/core.po";
import { messages as uiParts } from "../../locales/en/ui-parts.po";

// The UI kit's texts: the core area and its parts' own (src/ui/ui-parts-catalogs.ts).
const en = { ...core, ...uiParts };

/**
 * Test helper: a Lingui instance with the English catalog (compiled by the Lingui Vite plugin) and
 * a render that wraps the tree in its provider. Pass `locale` to check locale-dependent parsing and
 * formatting; the English messages are reused so assertions stay readable.
 */
export function createTestI18n(locale = "en"): I18n {
  return setupI18n({ locale, messages: { [locale]: en } });
}

/** Wraps children in an `I18nProvider`. */
export function TestI18n({ children, i18n = createTestI18n() }: { children: ReactNode; i18n?: I18n }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/**
 * `render` from Testing Library inside the test i18n provider.
 * @example const { getByRole } = renderWithI18n(<Spinner />, { locale: "es" });
 */
export function renderWithI18n(ui: ReactElement, options: Omit<RenderOptions, "wrapper"> & { locale?: string } = {}): RenderResult {
  const { locale, ...rest } = options;
  const i18n = createTestI18n(locale);
  return render(ui, { ...rest, wrapper: ({ children }) => <TestI18n i18n={i18n}>{children}</TestI18n> });
}
