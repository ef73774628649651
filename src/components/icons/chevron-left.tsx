// lucide's "chevron-left" (ISC license), written by scripts/icons.mjs.
import { Svg, type IconProps } from "./svg";

export function ChevronLeft(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m15 18-6-6 6-6" />
    </Svg>
  );
}
