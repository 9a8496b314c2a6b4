// A TypeScript page that imports the main entry only, as README "Events" shows (issue 37 item 5): the
// events' details are typed on the document, the window and an element, and the tags in
// `HTMLElementTagNameMap`; a wrong detail field does not compile.
import "ov-widgets";
import type { OvEventMap } from "ov-widgets";

document.addEventListener("ov-lead-sent", (event) => {
  const source: "comparator" | "power-calculator" = event.detail.source;
  console.log(source);
  // @ts-expect-error ov-lead-sent's detail has no totalAmount
  console.log(event.detail.totalAmount);
});
window.addEventListener("ov-compare", (event) => {
  const total: number | null = event.detail.totalAmount;
  console.log(total);
});

const comparator = document.querySelector("ov-comparator");
comparator?.addEventListener("ov-compare", (event) => console.log(event.detail.energy));
if (comparator) comparator.energy = "gas";
// @ts-expect-error the comparator compares electricity or gas
if (comparator) comparator.energy = "water";

export const navigate: OvEventMap["ov-navigate"] = { path: "/factures" };
