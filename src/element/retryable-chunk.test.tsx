import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWidget } from "../../test/render-widget";
import { defineWidget } from "./define-widget";
import { Lazy, retryableChunk } from "./retryable-chunk";

// A part (a module's named export) that opens from a click, whose download fails while the connection
// is down, then succeeds.
let online = false;
let downloads = 0;
const part = retryableChunk(async () => {
  downloads += 1;
  if (!online) throw new TypeError("Failed to fetch dynamically imported module");
  const module = { Part: ({ word }: { word: string }) => <p role="dialog" aria-label={`loaded ${word}`} /> };
  return module.Part;
});

defineWidget("ov-chunk-fixture", () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(!open)}>
        {open ? "Close" : "Open"}
      </button>
      {open && (
        <Lazy chunk={part} fallback={<p>loading</p>}>
          {(Part) => <Part word="once" />}
        </Lazy>
      )}
    </>
  );
});

afterEach(() => {
  document.body.innerHTML = "";
});

describe("retryableChunk", () => {
  it("a failed download shows the tag's crash notice, Try again downloads it again, and a second mount downloads nothing", async () => {
    const { screen } = await renderWidget(`<ov-chunk-fixture></ov-chunk-fixture>`);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Open" }));
    await screen.findByText("Something went wrong in this section of the page.");
    expect(downloads).toBe(1);

    online = true;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await user.click(screen.getByRole("button", { name: "Open" }));
    // Shown from a click's update with nothing else happening afterwards (no suspension left to retry).
    await screen.findByRole("dialog", { name: "loaded once" });
    expect(downloads).toBe(2);

    await user.click(screen.getByRole("button", { name: "Close" }));
    await screen.findByRole("button", { name: "Open" });
    await user.click(screen.getByRole("button", { name: "Open" }));
    // Already downloaded: the part shows in the render that mounts it, without its fallback.
    screen.getByRole("dialog", { name: "loaded once" });
    expect(screen.queryByText("loading")).toBeNull();
    expect(downloads).toBe(2);
  });
});
