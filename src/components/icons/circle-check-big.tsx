// lucide's "circle-check-big" (ISC license), written by scripts/icons.mjs.
import { Svg, type IconProps } from "./svg";

export function CircleCheckBig(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M21.801 10A10 10 0 1 1 17 3.335" />
      <path d="m9 11 3 3L22 4" />
    </Svg>
  );
}
