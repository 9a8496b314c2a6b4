/**
 * The side menu's groups (spec §6: "Feature flags gate ... sidebar group and header mode"). The spec
 * names the flag and not what it groups; here, with `features.sidebarGroup` on, the vertical header's
 * menu gathers the entries of one subject under a heading that opens and closes: the contract lists
 * (electricity, gas), the customer's requests to the retailer (support requests, customer service,
 * claims) and the account (change password, profile). Pure: the shell gives it its links.
 */

/** One group of the side menu: the entries (route names, or the ids the areas gave their links) it gathers. */
export interface MenuGroupDefinition {
  id: "contracts" | "support" | "account";
  members: readonly string[];
}

/** The groups, in one place. An entry of none stays on its own. */
export const MENU_GROUPS: readonly MenuGroupDefinition[] = [
  { id: "contracts", members: ["electricityContracts", "gasContracts"] },
  { id: "support", members: ["supportRequests", "customerService", "claims"] },
  { id: "account", members: ["changePassword", "profile"] },
];

/** A menu as shown: single entries and groups, in the menu's order. */
export type MenuItem<L> = { kind: "link"; link: L } | { kind: "group"; id: MenuGroupDefinition["id"]; links: L[] };

/**
 * Gathers a menu's links into its groups. A group takes the place of its first entry in the menu; a
 * group with a single entry present is no group (a heading over one link only adds a click).
 * @param links - the menu's links, already sorted
 * @param groups - the groups (the default is {@link MENU_GROUPS})
 * @returns the items to show, in order
 * @example groupMenu([{ id: "electricityContracts" }, { id: "gasContracts" }, { id: "invoices" }]) // [group contracts, link invoices]
 */
export function groupMenu<L extends { id: string }>(
  links: readonly L[],
  groups: readonly MenuGroupDefinition[] = MENU_GROUPS,
): MenuItem<L>[] {
  const groupOf = (link: L) => groups.find((group) => group.members.includes(link.id));
  const items: MenuItem<L>[] = [];
  const placed = new Map<string, Extract<MenuItem<L>, { kind: "group" }>>();
  for (const link of links) {
    const group = groupOf(link);
    const members = group ? links.filter((other) => groupOf(other) === group) : [];
    if (!group || members.length < 2) {
      items.push({ kind: "link", link });
      continue;
    }
    const existing = placed.get(group.id);
    if (existing) continue;
    const item = { kind: "group" as const, id: group.id, links: members };
    placed.set(group.id, item);
    items.push(item);
  }
  return items;
}
