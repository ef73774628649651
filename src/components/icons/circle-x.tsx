// lucide's "circle-x" (ISC license), written by scripts/icons.mjs.
import { Svg, type IconProps } from "./svg";

export function CircleX(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="m15 9-6 6" />
      <path d="m9 9 6 6" />
    </Svg>
  );
}
