import { describe, expect, it } from "vitest";
import { Button, type ButtonSize, type ButtonVariant } from "./button";
import { buttonLook } from "./button-look";
import { renderWithI18n } from "./test-i18n";

/** The markup of a Button and of a plain `<button>` with its look, each rendered alone. */
function both(variant: ButtonVariant, size: ButtonSize, loading: boolean): [string, string] {
  const button = renderWithI18n(
    <Button variant={variant} size={size} loading={loading}>
      PDF
    </Button>,
  ).container.innerHTML;
  const plain = renderWithI18n(<button type="button" {...buttonLook({ variant, size, loading, label: "PDF" })} />).container.innerHTML;
  return [button, plain];
}

describe("buttonLook", () => {
  // The invoices table's row actions look and read as Buttons (issue 18 item 8 made them plain elements).
  it.each<[ButtonVariant, ButtonSize, boolean]>([
    ["secondary", "small", false],
    ["danger", "small", false],
    ["secondary", "small", true],
    ["primary", "medium", false],
  ])("gives a plain button a %s %s Button's markup (loading: %s)", (variant, size, loading) => {
    const [button, plain] = both(variant, size, loading);
    expect(plain).toBe(button);
  });
});
