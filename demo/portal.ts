// The portal's own demo page (issue 8): history routing under a base path, the shared controls, and
// the settings a QA engineer needs to walk every session path of spec §4 against the sandbox.
import { mountControls, patchSettingsOverride, readSettingsOverride } from "./controls";

const SINGLE_SIGN_ON = [
  ["off", "Single sign-on off (user and password)"],
  ["both", "Single sign-on on, with the password form"],
  ["only", "Single sign-on only"],
] as const;

const status = document.querySelector<HTMLElement>("#status")!;
await mountControls(document.querySelector<HTMLElement>("#controls")!, status);

// The sandbox's settings override turns single sign-on on for every page of this demo server.
const wrapper = document.createElement("label");
wrapper.htmlFor = "demo-oidc";
wrapper.textContent = "Login";
const oidc = document.createElement("select");
oidc.id = "demo-oidc";
for (const [value, text] of SINGLE_SIGN_ON) oidc.add(new Option(text, value));
const current = (await readSettingsOverride()) as { features?: { oidc?: boolean }; oidc?: { allowDefaultLogin?: boolean } };
oidc.value = current.features?.oidc ? (current.oidc?.allowDefaultLogin === false ? "only" : "both") : "off";
oidc.addEventListener("change", async () => {
  await patchSettingsOverride(
    oidc.value === "off"
      ? { features: undefined, oidc: undefined }
      : { features: { oidc: true }, oidc: { allowDefaultLogin: oidc.value === "both" } },
  );
  status.textContent = `Login: ${oidc.options[oidc.selectedIndex]?.text ?? oidc.value}. Reloading so the portal reads the new settings…`;
  location.reload();
});
wrapper.append(oidc);
document.querySelector("#portal-controls")!.append(wrapper);

// A link carrying a fresh token, as another of the retailer's systems would send (spec §4: token query value).
const tokenLink = document.querySelector<HTMLAnchorElement>("#try-token")!;
const { token } = (await (await fetch("/sandbox/token?customer=business")).json()) as { token: string };
tokenLink.href = `/demo/oficina/factures?token=${encodeURIComponent(token)}`;

const log = document.querySelector("#portal-log")!;
for (const name of ["ov-ready", "ov-error", "ov-login", "ov-logout", "ov-navigate"]) {
  document.querySelector("ov-portal")!.addEventListener(name, (event) => {
    const item = document.createElement("li");
    item.textContent = `${name} ${JSON.stringify((event as CustomEvent).detail)}`;
    log.prepend(item);
  });
}
