import { EmbeddedTag } from "../shared/embedded-tag";
import { usePortalRoute } from "../shell/router";

/** A public tag at its route (issue 8), without attributes of the address. */
const plain = (tag: string, attributes: Record<string, string> = {}) => {
  const Screen = () => <EmbeddedTag tag={tag} attributes={attributes} />;
  Screen.displayName = tag;
  return Screen;
};

/** The newsletter page takes its subscriber `params` from the address (spec §2). */
function Newsletter() {
  const params = usePortalRoute().query.get("params");
  return <EmbeddedTag tag="ov-newsletter" attributes={params ? { params } : {}} />;
}

/**
 * The contracting wizard of one type. spec §2: "The query parameter promocode on the contract step is
 * validated automatically then removed". The portal owns the address (in hash mode the code is in the
 * hash, out of the wizard's reach): it hands the code to the wizard as its attribute, kept while the
 * route stays, and takes it out of the address through its own router.
 */
const contracting = (type: "electricity" | "gas" | "dual") => {
  const Screen = () => {
    const promocode = usePortalRoute().consumeQuery("promocode")?.trim();
    return <EmbeddedTag tag="ov-contracting" attributes={{ type, ...(promocode ? { promocode } : {}) }} />;
  };
  Screen.displayName = `ov-contracting:${type}`;
  return Screen;
};

/** The public area's chunk: its screens by route. */
export const publicScreens = {
  comparator: plain("ov-comparator", { energy: "electricity" }),
  gasComparator: plain("ov-comparator", { energy: "gas" }),
  powerCalculator: plain("ov-power-calculator"),
  newsletter: Newsletter,
  priceAlerts: plain("ov-price-alerts"),
  newElectricityCustomer: contracting("electricity"),
  newGasCustomer: contracting("gas"),
  newDualCustomer: contracting("dual"),
};
