import type { Meta, StoryObj } from "@storybook/react-vite";
import type { CSSProperties, ReactNode } from "react";
import { ShadowRootFrame } from "../../.storybook/shadow-root-frame";
import { TOKENS } from "../../src/ui/tokens";

/**
 * The design tokens of src/ui/tokens.ts (issue 39 item 1): the type scale, spacing, radii, elevation,
 * surface levels and status surfaces, each drawn with its name and what it derives from. Every value is
 * derived from the public theme (`--ov-space`, `--ov-font-size`, `--ov-radius`, `--ov-shadow` and the
 * colours): a page that sets one moves its whole scale, which the "Page's own base" story shows.
 */
const DERIVED: Record<string, string> = {
  "--_ov-text-xs": "0.75 × --ov-font-size",
  "--_ov-text-sm": "0.875 × --ov-font-size",
  "--_ov-text-md": "--ov-font-size",
  "--_ov-text-lg": "1.25 × --ov-font-size",
  "--_ov-text-xl": "1.5 × --ov-font-size",
  "--_ov-text-2xl": "2 × --ov-font-size",
  "--_ov-space-1": "0.5 × --ov-space",
  "--_ov-space-2": "--ov-space",
  "--_ov-space-3": "1.5 × --ov-space",
  "--_ov-space-4": "2 × --ov-space",
  "--_ov-space-5": "3 × --ov-space",
  "--_ov-space-6": "4 × --ov-space",
  "--_ov-space-7": "6 × --ov-space",
  "--_ov-radius-sm": "0.5 × --ov-radius",
  "--_ov-radius-md": "--ov-radius",
  "--_ov-radius-lg": "2 × --ov-radius",
  "--_ov-radius-pill": "999px",
  "--_ov-elevation-1": "--ov-shadow: menus, tooltips",
  "--_ov-elevation-2": "cards on the page",
  "--_ov-elevation-3": "dialogs, sheets",
  "--_ov-surface-page": "behind cards (light: --ov-color-surface-alt)",
  "--_ov-surface-card": "a card (dark: 5 % text into the surface)",
  "--_ov-surface-raised": "above a card (dark: 9 %)",
  "--_ov-surface-brand": "a panel in the brand's tint",
};

const mono: CSSProperties = { fontFamily: "ui-monospace, monospace", fontSize: "var(--_ov-text-sm)" };
const muted: CSSProperties = { color: "var(--_ov-color-muted)", fontSize: "var(--_ov-text-sm)" };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ display: "grid", gap: "var(--_ov-space-3)", marginBlockEnd: "var(--_ov-space-6)" }}>
      <h2 style={{ fontSize: "var(--_ov-text-lg)", margin: 0 }}>{title}</h2>
      {children}
    </section>
  );
}

function Row({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div style={{ display: "grid", gridTemplateColumns: "12rem 1fr", gap: "var(--_ov-space-4)", alignItems: "center" }}>
      <div>
        <div style={mono}>{name}</div>
        <div style={muted}>{DERIVED[name]}</div>
      </div>
      <div>{children}</div>
    </div>
  );
}

function TypeScale() {
  return (
    <Section title="Type scale">
      {TOKENS.text.map((name) => (
        <Row key={name} name={name}>
          <span style={{ fontSize: `var(${name})`, lineHeight: 1.25 }}>Your invoice for March is ready</span>
        </Row>
      ))}
    </Section>
  );
}

function Spacing() {
  return (
    <Section title="Spacing">
      {TOKENS.space.map((name) => (
        <Row key={name} name={name}>
          <div style={{ width: `var(${name})`, height: "var(--_ov-space-4)", background: "var(--_ov-color-primary)", borderRadius: 2 }} />
        </Row>
      ))}
    </Section>
  );
}

const box: CSSProperties = {
  width: "8rem",
  height: "4rem",
  background: "var(--_ov-surface-card)",
  border: "1px solid var(--_ov-color-border)",
};

function Radii() {
  return (
    <Section title="Radii">
      {TOKENS.radius.map((name) => (
        <Row key={name} name={name}>
          <div style={{ ...box, borderRadius: `var(${name})` }} />
        </Row>
      ))}
    </Section>
  );
}

function Elevation() {
  return (
    <Section title="Elevation">
      <div
        style={{
          display: "flex",
          flexWrap: "wrap",
          gap: "var(--_ov-space-6)",
          padding: "var(--_ov-space-5)",
          background: "var(--_ov-surface-page)",
        }}
      >
        {TOKENS.elevation.map((name) => (
          <div
            key={name}
            style={{
              ...box,
              border: 0,
              width: "12rem",
              height: "auto",
              padding: "var(--_ov-space-4)",
              borderRadius: "var(--_ov-radius-lg)",
              boxShadow: `var(${name})`,
              background: "var(--_ov-surface-raised)",
            }}
          >
            <div style={mono}>{name}</div>
            <div style={muted}>{DERIVED[name]}</div>
          </div>
        ))}
      </div>
    </Section>
  );
}

function Surfaces() {
  return (
    <Section title="Surface levels">
      <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(12rem, 1fr))", gap: "var(--_ov-space-4)" }}>
        {TOKENS.surface.map((name) => (
          <div
            key={name}
            style={{
              padding: "var(--_ov-space-4)",
              borderRadius: "var(--_ov-radius-lg)",
              border: "1px solid var(--_ov-border-subtle)",
              background: `var(${name})`,
            }}
          >
            <div style={mono}>{name}</div>
            <div style={muted}>{DERIVED[name]}</div>
          </div>
        ))}
      </div>
    </Section>
  );
}

const STATUS_TEXT = {
  success: "Payment received",
  warning: "Your card expires next month",
  danger: "The payment was declined",
  info: "Readings arrive about 3 days late",
};

function Status() {
  return (
    <Section title="Status surfaces (text on them at 4.5:1 or more)">
      <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(14rem, 1fr))", gap: "var(--_ov-space-4)" }}>
        {TOKENS.status.map((name) => (
          <div
            key={name}
            style={{
              padding: "var(--_ov-space-3) var(--_ov-space-4)",
              borderRadius: "var(--_ov-radius-md)",
              border: `1px solid var(--_ov-${name}-border)`,
              background: `var(--_ov-${name}-surface)`,
              color: `var(--_ov-${name}-text)`,
            }}
          >
            <strong>{STATUS_TEXT[name]}</strong>
            <div style={mono}>--_ov-{name}-surface | -border | -text</div>
            <div style={mono}>from --ov-color-{name}</div>
          </div>
        ))}
      </div>
    </Section>
  );
}

function Tokens() {
  return (
    <div style={{ display: "grid", padding: "var(--_ov-space-2)" }}>
      <TypeScale />
      <Spacing />
      <Radii />
      <Elevation />
      <Surfaces />
      <Status />
    </div>
  );
}

const meta = {
  title: "UI/Design tokens",
  component: Tokens,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Tokens>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every token in the palette of the toolbar's Theme. */
export const AllTokens: Story = { name: "All tokens" };

/** The colour roles in both palettes side by side, whatever the toolbar says. */
export const LightAndDark: Story = {
  name: "Light and dark",
  render: () => (
    <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(22rem, 1fr))" }}>
      {(["light", "dark"] as const).map((theme) => (
        <ShadowRootFrame key={theme} theme={theme} locale="en">
          <div style={{ padding: "var(--_ov-space-4)" }}>
            <h2 style={{ fontSize: "var(--_ov-text-xl)", margin: "0 0 var(--_ov-space-4)" }}>{theme === "light" ? "Light" : "Dark"}</h2>
            <Surfaces />
            <Status />
            <Elevation />
          </div>
        </ShadowRootFrame>
      ))}
    </div>
  ),
};

/** A page's `--ov-space: 12px`, `--ov-font-size: 18px`, `--ov-radius: 2px` and its own success colour move every step. */
export const PagesOwnBase: Story = {
  name: "Page's own base",
  render: () => (
    <div style={{ "--ov-space": "12px", "--ov-font-size": "18px", "--ov-radius": "2px", "--ov-color-success": "#0a5c2a" } as CSSProperties}>
      <ShadowRootFrame theme="light" locale="en">
        <Tokens />
      </ShadowRootFrame>
    </div>
  ),
};
