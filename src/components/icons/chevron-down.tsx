// lucide's "chevron-down" (ISC license), written by scripts/icons.mjs.
import { Svg, type IconProps } from "./svg";

export function ChevronDown(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m6 9 6 6 6-6" />
    </Svg>
  );
}
