export interface HeaderToolsProps {
  /** Goes to a portal path. */
  onNavigate: (to: string) => void;
}

/** The header's own tools, next to the menu (spec §2 Other: language selector; being built: issue 8). */
export function HeaderTools(_props: HeaderToolsProps) {
  return null;
}
