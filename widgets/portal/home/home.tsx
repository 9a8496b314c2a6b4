import { useLingui } from "@lingui/react/macro";
import { useRef } from "react";
import { matchRoute, pathOf } from "../../../src/domain/portal/routes";
import { useCanModify } from "../../../src/runtime/use-can-modify";
import { useFeature, useSession, useSettings } from "../../../src/runtime/widget-context";
import { Button } from "../../../src/ui/button";
import { usePortalNavigate, useScreenTitleFocus } from "../shell/router";

/** One action of a home group: where it goes, or why it is off. */
interface HomeAction {
  key: string;
  label: string;
  to: string;
  /** spec §2 Home: "disabled with a tooltip when the token is read-only". */
  readOnlyBlocked?: boolean;
}

interface HomeGroup {
  key: string;
  title: string;
  actions: HomeAction[];
}

/** A contracts list opened on one action (spec §2: "The query parameter action on a contract detail opens the matching dialog"). */
const contractsWith = (action: string) => `${pathOf("electricityContracts")}?action=${action}`;

/**
 * spec §2 Home, home type tabGroups: for visitors an optional hero (header, a start button that scrolls
 * to the actions, a login button and three example cards), then the action groups Contracts, Invoices
 * and Consumption. Power, bank, address and data-transfer actions are disabled with a tooltip when the
 * token is read-only.
 */
export function HomeScreen() {
  const { t } = useLingui();
  const navigate = usePortalNavigate();
  const settings = useSettings((all) => all);
  // spec §2 Home: the visitors' hero is optional (features.homeHero).
  const hero = settings.features.homeHero !== false;
  const signedIn = useSession((session) => session.status === "authenticated");
  // spec §6: with a read-only token the modify actions are disabled with the runtime's one tooltip.
  const { canModify, reason: readOnlyReason } = useCanModify();
  const powerChange = useFeature("powerChange");
  const noCesionSips = useFeature("noCesionSips");
  const addressChange = useFeature("notificacionAddressChange");
  const actionsRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  useScreenTitleFocus(titleRef);

  const createPath = (["newElectricityCustomer", "newDualCustomer", "newGasCustomer"] as const)
    .map((name) => pathOf(name))
    .find((path) => matchRoute(path, settings));

  const groups: HomeGroup[] = [
    {
      key: "contracts",
      title: t({ id: "portal.home.contracts", message: "Contracts" }),
      actions: [
        ...(createPath
          ? [{ key: "create", label: t({ id: "portal.home.contracts.create", message: "Take out a new contract" }), to: createPath }]
          : []),
        { key: "list", label: t({ id: "portal.home.contracts.list", message: "See my contracts" }), to: pathOf("electricityContracts") },
        {
          key: "download",
          label: t({ id: "portal.home.contracts.download", message: "Download a contract" }),
          to: contractsWith("download"),
        },
        ...(powerChange
          ? [
              {
                key: "power",
                label: t({ id: "portal.home.contracts.power", message: "Change the contracted power" }),
                to: contractsWith("powChange"),
                readOnlyBlocked: true,
              },
            ]
          : []),
        ...(settings.contracts.ibanChange.enabled
          ? [
              {
                key: "iban",
                label: t({ id: "portal.home.contracts.iban", message: "Change the bank account" }),
                to: contractsWith("ibanChange"),
                readOnlyBlocked: true,
              },
            ]
          : []),
        ...(addressChange
          ? [
              {
                key: "address",
                label: t({ id: "portal.home.contracts.address", message: "Change the notification address" }),
                to: contractsWith("notifAddrChange"),
                readOnlyBlocked: true,
              },
            ]
          : []),
        ...(noCesionSips
          ? [
              {
                key: "sips",
                label: t({ id: "portal.home.contracts.sips", message: "Opt out of sharing my data with the supply point register" }),
                to: contractsWith("noCesionSips"),
                readOnlyBlocked: true,
              },
            ]
          : []),
      ],
    },
    {
      key: "invoices",
      title: t({ id: "portal.home.invoices", message: "Invoices" }),
      actions: [
        { key: "list", label: t({ id: "portal.home.invoices.list", message: "See my invoices" }), to: pathOf("invoices") },
        { key: "download", label: t({ id: "portal.home.invoices.download", message: "Download an invoice" }), to: pathOf("invoices") },
        ...(settings.features.payment && settings.invoices.enablePayment
          ? [
              {
                key: "pay",
                label: t({ id: "portal.home.invoices.pay", message: "Pay an invoice online" }),
                // spec §2 invoice action payOnline: the invoices screen opens the payment dialog for the
                // newest invoice payable online (widgets/portal/invoices/payment/payment-entry.tsx PaymentHost).
                to: `${pathOf("invoices")}?filter=unpaid&action=payOnline`,
              },
            ]
          : []),
      ],
    },
    {
      key: "consumption",
      title: t({ id: "portal.home.consumption", message: "Consumption" }),
      actions: [
        { key: "view", label: t({ id: "portal.home.consumption.view", message: "See my consumption" }), to: contractsWith("consumption") },
      ],
    },
  ];

  return (
    <section className="ov-portal__page ov-portal__home">
      {!signedIn && hero && (
        <div className="ov-portal__hero">
          <h1 ref={titleRef} tabIndex={-1} className="ov-portal__title">
            {t({ id: "portal.home.hero.title", message: "Your energy, in your hands" })}
          </h1>
          <p>
            {t({
              id: "portal.home.hero.body",
              message: "Check your invoices, follow your consumption and manage your contracts whenever you like.",
            })}
          </p>
          <div className="ov-actions">
            <Button
              onClick={() => {
                actionsRef.current?.scrollIntoView({
                  behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth",
                });
                actionsRef.current?.focus({ preventScroll: true });
              }}
            >
              {t({ id: "portal.home.hero.start", message: "Get started" })}
            </Button>
            <Button variant="secondary" onClick={() => navigate(pathOf("login"))}>
              {t({ id: "portal.login", message: "Log in" })}
            </Button>
          </div>
          <ul className="ov-portal__cards">
            <li className="ov-portal__card">
              <h2>{t({ id: "portal.home.card.invoices.title", message: "Every invoice at hand" })}</h2>
              <p>{t({ id: "portal.home.card.invoices.body", message: "Download them and pay pending ones online." })}</p>
            </li>
            <li className="ov-portal__card">
              <h2>{t({ id: "portal.home.card.consumption.title", message: "Your consumption, hour by hour" })}</h2>
              <p>{t({ id: "portal.home.card.consumption.body", message: "See when you use energy and find ways to save." })}</p>
            </li>
            <li className="ov-portal__card">
              <h2>{t({ id: "portal.home.card.contracts.title", message: "Changes without paperwork" })}</h2>
              <p>{t({ id: "portal.home.card.contracts.body", message: "Change your power or your bank account in a few steps." })}</p>
            </li>
          </ul>
        </div>
      )}
      <div ref={actionsRef} tabIndex={-1} className="ov-portal__groups" aria-labelledby={signedIn || !hero ? "ov-home-title" : undefined}>
        {(signedIn || !hero) && (
          <h1 ref={titleRef} id="ov-home-title" tabIndex={-1} className="ov-portal__title">
            {t({ id: "portal.home.title", message: "What would you like to do?" })}
          </h1>
        )}
        {groups.map((group) => (
          <section key={group.key} className="ov-portal__group" aria-labelledby={`ov-home-${group.key}`}>
            <h2 id={`ov-home-${group.key}`}>{group.title}</h2>
            <ul className="ov-portal__actions">
              {group.actions.map((action) => (
                <li key={action.key}>
                  <Button
                    variant="secondary"
                    disabled={!canModify && action.readOnlyBlocked === true}
                    disabledReason={action.readOnlyBlocked ? readOnlyReason : undefined}
                    onClick={() => navigate(action.to)}
                  >
                    {action.label}
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
