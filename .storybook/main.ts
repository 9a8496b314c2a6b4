import type { StorybookConfig } from "@storybook/react-vite";

/** Names of Vite plugin options, which may be nested arrays, promises or falsy. */
async function pluginNames(option: unknown): Promise<string[]> {
  const resolved: unknown = await option;
  if (Array.isArray(resolved)) return (await Promise.all(resolved.map(pluginNames))).flat();
  return resolved && typeof resolved === "object" && "name" in resolved ? [String(resolved.name)] : [];
}

/**
 * Storybook 10 for the UI kit (and later the widgets). The builder loads the project's
 * vite.config.ts on its own (builder-vite `loadConfigFromFile` from the project root), so the
 * Lingui macro (Babel) and `.po` plugins run here exactly as in the app and in Vitest; `viteFinal`
 * only checks that they are there, so a change to vite.config.ts cannot silently break i18n here.
 */
const config: StorybookConfig = {
  framework: { name: "@storybook/react-vite", options: {} },
  stories: ["../stories/**/*.stories.tsx"],
  addons: ["@storybook/addon-a11y"],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: "react-docgen-typescript" },
  async viteFinal(viteConfig) {
    const names = await pluginNames(viteConfig.plugins ?? []);
    const missing = ["lingui", "babel"].filter((needle) => !names.some((name) => name.includes(needle)));
    if (missing.length > 0) {
      throw new Error(`Storybook's Vite config lacks the ${missing.join(" and ")} plugin(s) from vite.config.ts (found: ${names.join(", ")})`);
    }
    return viteConfig;
  },
};

export default config;
