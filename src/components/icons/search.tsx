// lucide's "search" (ISC license), written by scripts/icons.mjs.
import { Svg, type IconProps } from "./svg";

export function Search(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m21 21-4.34-4.34" />
      <circle cx="11" cy="11" r="8" />
    </Svg>
  );
}
