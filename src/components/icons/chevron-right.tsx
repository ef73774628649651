// lucide's "chevron-right" (ISC license), written by scripts/icons.mjs.
import { Svg, type IconProps } from "./svg";

export function ChevronRight(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m9 18 6-6-6-6" />
    </Svg>
  );
}
