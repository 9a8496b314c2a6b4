// The demo page: one section per tag, with the markup a CMS editor would paste and the events the
// tag fires, logged as they happen. Tags whose issue has not landed yet say so.
import { TAG_LOADERS } from "../widgets/registry";
import { mountControls } from "./controls";

interface DemoTag {
  tag: string;
  title: string;
  markup: string;
}

const TAGS: DemoTag[] = [
  { tag: "ov-comparator", title: "Electricity comparator", markup: `<ov-comparator energy="electricity"></ov-comparator>` },
  { tag: "ov-comparator", title: "Gas comparator", markup: `<ov-comparator energy="gas"></ov-comparator>` },
  { tag: "ov-comparator", title: "Electricity comparator, invoice by contact form", markup: `<ov-comparator energy="electricity" mode="manual"></ov-comparator>` },
  { tag: "ov-comparator", title: "Gas comparator, invoice by contact form", markup: `<ov-comparator energy="gas" mode="manual"></ov-comparator>` },
  { tag: "ov-power-calculator", title: "Power calculator", markup: `<ov-power-calculator></ov-power-calculator>` },
  { tag: "ov-contracting", title: "Contracting (dual)", markup: `<ov-contracting type="dual"></ov-contracting>` },
  { tag: "ov-newsletter", title: "Newsletter", markup: `<ov-newsletter></ov-newsletter>` },
  { tag: "ov-price-alerts", title: "Price alerts", markup: `<ov-price-alerts></ov-price-alerts>` },
  { tag: "ov-portal", title: "Portal", markup: `<ov-portal base-path="/demo/portal" routing="memory"></ov-portal>` },
];

const sections = document.querySelector("#sections")!;
for (const { tag, title, markup } of TAGS) {
  const section = document.createElement("section");
  section.className = "demo-section";
  const heading = document.createElement("h2");
  heading.textContent = title;
  const code = document.createElement("pre");
  code.textContent = markup;
  section.append(heading, code);
  if (tag in TAG_LOADERS) {
    const holder = document.createElement("div");
    holder.innerHTML = markup;
    const log = document.createElement("ol");
    log.className = "demo-log";
    log.setAttribute("aria-label", `${title} events`);
    for (const name of [
      "ov-ready",
      "ov-error",
      "ov-compare",
      "ov-calculate",
      "ov-lead-sent",
      "ov-contracting-step",
      "ov-contracting-finished",
      "ov-subscribed",
      "ov-login",
      "ov-logout",
      "ov-navigate",
    ]) {
      holder.addEventListener(name, (event) => {
        const item = document.createElement("li");
        item.textContent = `${name} ${JSON.stringify((event as CustomEvent).detail)}`;
        log.prepend(item);
      });
    }
    section.append(holder, log);
  } else {
    const pending = document.createElement("p");
    pending.className = "demo-pending";
    pending.textContent = `<${tag}> is not available yet: its issue has not landed.`;
    section.append(pending);
  }
  sections.append(section);
}

void mountControls(document.querySelector<HTMLElement>("#controls")!, document.querySelector<HTMLElement>("#status")!);
