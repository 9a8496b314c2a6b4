import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import type { ComponentType } from "react";
import type { RouteName } from "../../../src/domain/portal/routes";
import type { PortalArea, PortalMenuEntry } from "./area";
import { PlaceholderPage } from "./pages";

/**
 * A private area of a later issue (issue 8: its routes exist and say so): each of its routes shows its
 * title and the "arrives in a coming release" notice. The area's issue replaces the folder's
 * descriptor with a real one, routes and menu entries unchanged.
 * @param area - the area's name, its routes' titles (the routes it owns) and its menu entries
 * @returns the descriptor
 * @example export const invoicesArea = placeholderArea({ name: "invoices", titles: { invoices: msg({ id: "portal.area.invoices", message: "Invoices" }) } });
 */
export function placeholderArea({
  name,
  titles,
  menu,
}: {
  name: string;
  titles: Partial<Record<RouteName, MessageDescriptor>>;
  menu?: readonly PortalMenuEntry[];
}): PortalArea {
  const routes = Object.keys(titles) as RouteName[];
  const screens: Partial<Record<RouteName, ComponentType>> = {};
  for (const route of routes) {
    const title = titles[route] as MessageDescriptor;
    const Placeholder = () => {
      const { i18n } = useLingui();
      return <PlaceholderPage title={i18n._(title)} />;
    };
    screens[route] = Placeholder;
  }
  // Nothing to download: the placeholder is part of the shell.
  return { name, routes, titles, menu, screens: () => Promise.resolve(screens) };
}
