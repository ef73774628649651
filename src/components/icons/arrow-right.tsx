// lucide's "arrow-right" (ISC license), written by scripts/icons.mjs.
import { Svg, type IconProps } from "./svg";

export function ArrowRight(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M5 12h14" />
      <path d="m12 5 7 7-7 7" />
    </Svg>
  );
}
