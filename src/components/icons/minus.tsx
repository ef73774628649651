// lucide's "minus" (ISC license), written by scripts/icons.mjs.
import { Svg, type IconProps } from "./svg";

export function Minus(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M5 12h14" />
    </Svg>
  );
}
