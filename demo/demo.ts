// The demo page: one section per tag, with the markup a CMS editor would paste and the events the
// tag fires, logged as they happen. Tags whose issue has not landed yet say so.
import { COMMON_EVENTS } from "../src/element/surface";
import { TAG_LOADERS } from "../widgets/registry";
import { SURFACES } from "../widgets/surfaces";
import { mountControls, patchSettingsOverride, readSettingsOverride } from "./controls";

interface DemoTag {
  tag: string;
  title: string;
  markup: string;
}

const TAGS: DemoTag[] = [
  { tag: "ov-comparator", title: "Electricity comparator", markup: `<ov-comparator energy="electricity"></ov-comparator>` },
  { tag: "ov-comparator", title: "Gas comparator", markup: `<ov-comparator energy="gas"></ov-comparator>` },
  {
    tag: "ov-comparator",
    title: "Electricity comparator, invoice by contact form",
    markup: `<ov-comparator energy="electricity" mode="manual"></ov-comparator>`,
  },
  {
    tag: "ov-comparator",
    title: "Gas comparator, invoice by contact form",
    markup: `<ov-comparator energy="gas" mode="manual"></ov-comparator>`,
  },
  { tag: "ov-power-calculator", title: "Power calculator", markup: `<ov-power-calculator></ov-power-calculator>` },
  { tag: "ov-contracting", title: "Contracting: electricity", markup: `<ov-contracting type="electricity"></ov-contracting>` },
  { tag: "ov-contracting", title: "Contracting: gas", markup: `<ov-contracting type="gas"></ov-contracting>` },
  {
    tag: "ov-contracting",
    title: "Contracting: electricity and gas (dual), with a promotional code",
    markup: `<ov-contracting type="dual" promocode="BENVINGUDA10"></ov-contracting>`,
  },
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
    // The events this tag fires, from its surface (widgets/<tag>/surface.ts), and those every tag fires.
    for (const name of [...Object.keys(COMMON_EVENTS), ...Object.keys(SURFACES[tag]?.events ?? {})]) {
      holder.addEventListener(name, (event) => {
        // A host page may take a tag's navigation over (the wizard's Go home): the demo stays on this page.
        if (name === "ov-navigate" && event.cancelable) event.preventDefault();
        const item = document.createElement("li");
        item.textContent = `${name} ${JSON.stringify((event as CustomEvent).detail)}${event.defaultPrevented ? " (taken over by the page)" : ""}`;
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

const status = document.querySelector<HTMLElement>("#status")!;
void mountControls(document.querySelector<HTMLElement>("#controls")!, status).then(mountContractingOptions);

/**
 * The contracting options of the settings (spec §3 "further contracting options", §5, §6), switched
 * through the sandbox's settings override, so QA can walk every variant of the three wizards. The
 * settings are read when a page starts, hence the reload.
 */
async function mountContractingOptions(): Promise<void> {
  const OPTIONS = [
    ["haltBusiness", "Halt business contracting"],
    ["restrictCompanyVAT", "Refuse company tax ids"],
    ["authRequired", "Sign-in required"],
    ["originSelection", "Ask the company of origin"],
    ["morosityVerification", "Ask the solvency check"],
    ["leadsConsent", "Ask the leads consent"],
    ["invoiceRequired", "Invoice required"],
    ["dniRequired", "Tax id images required"],
    ["emailRequired", "Email required"],
    ["requireDocumentation", "Self-consumption documents required"],
    ["askPublicity", "Ask publicity consent"],
    ["commsLanguageDisabled", "Do not ask the communication language"],
  ] as const;
  const settings = (await (await fetch("/api/v2/ov_customize/ov_settings")).json()) as { contractation?: Record<string, unknown> };
  const override = (await readSettingsOverride()).contractation as Record<string, unknown> | undefined;
  const fieldset = document.createElement("fieldset");
  fieldset.className = "demo-controls__row";
  const legend = document.createElement("legend");
  legend.textContent = "Contracting options (the page reloads; the wizards keep their data)";
  fieldset.append(legend);
  for (const [key, text] of OPTIONS) {
    const label = document.createElement("label");
    const box = document.createElement("input");
    box.type = "checkbox";
    box.checked = settings.contractation?.[key] === true;
    box.addEventListener("change", async () => {
      await patchSettingsOverride({ contractation: { ...override, [key]: box.checked } });
      status.textContent = `${text}: ${box.checked ? "on" : "off"}. Reloading so the wizards read the new settings…`;
      location.reload();
    });
    label.append(box, ` ${text}`);
    fieldset.append(label);
  }
  document.querySelector("#controls")!.after(fieldset);
}
