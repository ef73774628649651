// lucide's "x" (ISC license), written by scripts/icons.mjs.
import { Svg, type IconProps } from "./svg";

export function X(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M18 6 6 18" />
      <path d="m6 6 12 12" />
    </Svg>
  );
}
