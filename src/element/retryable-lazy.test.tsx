import { act } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWidget } from "../../test/render-widget";
import { defineWidget } from "./define-widget";
import { retryableLazy } from "./retryable-lazy";

// A part whose download fails while the connection is down (React itself renders a failed part
// once more before showing the error), then succeeds.
let online = false;
let attempts = 0;
const Part = retryableLazy<{ word: string }>(async () => {
  attempts += 1;
  if (!online) throw new TypeError("Failed to fetch dynamically imported module");
  return { default: ({ word }: { word: string }) => <p>{`loaded ${word}`}</p> };
});

defineWidget("ov-lazy-fixture", () => (
  <Suspense fallback={<p>loading</p>}>
    <Part word="once" />
  </Suspense>
));

afterEach(() => {
  document.body.innerHTML = "";
});

describe("retryableLazy", () => {
  it("a failed download shows the tag's crash notice, and Try again downloads it again", async () => {
    const { screen } = await renderWidget(`<ov-lazy-fixture></ov-lazy-fixture>`);
    expect(await screen.findByText("Something went wrong in this section of the page.")).toBeTruthy();
    const failed = attempts;
    expect(failed).toBeGreaterThan(0);
    online = true;
    // Awaited act: the part suspends inside the click's update, and React retries it once the act that
    // rendered it was awaited; userEvent's own act is not, and the part could stay on "loading".
    await act(async () => userEvent.setup().click(screen.getByRole("button", { name: "Try again" })));
    expect(await screen.findByText("loaded once")).toBeTruthy();
    expect(attempts).toBe(failed + 1);
  });
});
