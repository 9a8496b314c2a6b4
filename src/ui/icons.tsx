import type { SVGProps } from "react";

/**
 * The kit's icons are lucide-react's (tree-shaken: a chunk carries only the icons it imports), drawn with
 * `ICON` of button-look.tsx; new components take them from there. This module keeps hand-drawn only the
 * few the base primitives of the runtime chunk need: lucide's shared renderer would cost the comparator's
 * first load some 1 kB gzip it does not have (104.8 of 105 kB, issue 39). Decorative inline icons for the UI kit (internal). Always `aria-hidden`: the meaning is carried
 * by text next to them. They draw with `currentColor`, so they follow the `--ov-*` colour tokens.
 *
 * This module is in the shared runtime chunk every page downloads, with the base primitives that use
 * it, so it holds only their icons (and those too small to be worth a move). A primitive outside the
 * base sheet draws its own icons with {@link Icon} (data-list.tsx, file-upload.tsx): docs/architecture.md
 * "Quality bars": the comparator's first load (loader + runtime + comparator + one locale) within
 * 105 kB gzip, scripts/budgets.mjs.
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;

/** The frame of every icon: a 24×24 stroked SVG hidden from assistive technology. */
export function Icon({ children, ...props }: IconProps & { children: React.ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1.25em"
      height="1.25em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="ov-icon"
      {...props}
    >
      {children}
    </svg>
  );
}

export const CheckIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
);

export const CloseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

export const InfoIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </Icon>
);

export const SuccessIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l3 3 5-6" />
  </Icon>
);

export const WarningIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3.5L2.5 20h19z" />
    <path d="M12 10v4.5M12 17h.01" />
  </Icon>
);

export const ErrorIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5h.01" />
  </Icon>
);

export const ChevronDownIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 9l6 6 6-6" />
  </Icon>
);
