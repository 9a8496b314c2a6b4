import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { Decorator, Preview } from "@storybook/react-vite";
import { DEFAULT_LOCALE, LANGUAGE_NAMES, LOCALES, reduceLocale, type Locale } from "../src/i18n/locales";
import { ShadowRootFrame } from "./shadow-root-frame";

const instances = new Map<Locale, Promise<I18n>>();

// Stories show every widget, so every area of a locale is merged (the tags load theirs one by one).
const CATALOG_FILES = import.meta.glob<{ messages: Messages }>("../locales/*/*.po");

async function loadAllCatalogs(locale: Locale): Promise<Messages> {
  const prefix = `../locales/${locale}/`;
  const parts = await Promise.all(
    Object.entries(CATALOG_FILES)
      .filter(([path]) => path.startsWith(prefix))
      .map(async ([, load]) => (await load()).messages),
  );
  return Object.assign({}, ...parts) as Messages;
}

/** One Lingui instance per locale, its catalog loaded lazily (as the runtime's I18nRegistry does). */
function i18nFor(locale: Locale): Promise<I18n> {
  let instance = instances.get(locale);
  if (!instance) {
    instance = loadAllCatalogs(locale).then((messages) => setupI18n({ locale, messages: { [locale]: messages } }));
    instances.set(locale, instance);
  }
  return instance;
}

const localeOf = (value: unknown): Locale => reduceLocale(typeof value === "string" ? value : null) ?? DEFAULT_LOCALE;

/** Every story renders inside a shadow root with the shared stylesheet, in the chosen locale and theme. */
const withWidgetFrame: Decorator = (Story, context) => {
  const i18n = context.loaded.i18n as I18n;
  return (
    <ShadowRootFrame theme={String(context.globals.theme ?? "light")} locale={i18n.locale}>
      <I18nProvider i18n={i18n}>
        <Story />
      </I18nProvider>
    </ShadowRootFrame>
  );
};

const preview: Preview = {
  globalTypes: {
    locale: {
      description: "Interface language (spec §1)",
      toolbar: {
        title: "Locale",
        icon: "globe",
        items: LOCALES.map((value) => ({ value, title: LANGUAGE_NAMES[value], right: value })),
        dynamicTitle: true,
      },
    },
    theme: {
      description: "Theme tokens from src/ui/theme.ts",
      toolbar: {
        title: "Theme",
        icon: "contrast",
        items: [
          { value: "light", title: "Light" },
          { value: "dark", title: "Dark" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: DEFAULT_LOCALE, theme: "light" },
  loaders: [async ({ globals }) => ({ i18n: await i18nFor(localeOf(globals.locale)) })],
  decorators: [withWidgetFrame],
  parameters: {
    layout: "padded",
    controls: { expanded: true },
    // The a11y panel runs axe-core (which reads open shadow roots) on every story; violations fail
    // story tests instead of only being listed.
    a11y: { test: "error" },
  },
};

export default preview;
