// lucide's "search-x" (ISC license), written by scripts/icons.mjs.
import { Svg, type IconProps } from "./svg";

export function SearchX(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m13.5 8.5-5 5" />
      <path d="m8.5 8.5 5 5" />
      <circle cx="11" cy="11" r="8" />
      <path d="m21 21-4.3-4.3" />
    </Svg>
  );
}
