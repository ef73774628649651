// lucide's "plus" (ISC license), written by scripts/icons.mjs.
import { Svg, type IconProps } from "./svg";

export function Plus(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M5 12h14" />
      <path d="M12 5v14" />
    </Svg>
  );
}
