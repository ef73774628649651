import type { ComponentType, SVGProps } from "react";

export type IconProps = SVGProps<SVGSVGElement>;

/** One of the site's icons (src/components/icons), as a prop or a table's value. */
export type IconComponent = ComponentType<IconProps>;

/**
 * An icon's frame: lucide's 24-unit grid, drawn in the text's colour. Hidden from assistive
 * technology unless it is given a name. Not a client component, so an icon on a server-rendered
 * page adds no script (scripts/icons.mjs writes one module per icon).
 */
export function Svg({ children, ...props }: IconProps) {
  const named = props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={named ? undefined : "true"}
      {...props}
    >
      {children}
    </svg>
  );
}
