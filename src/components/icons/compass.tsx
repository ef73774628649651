// lucide's "compass" (ISC license), written by scripts/icons.mjs.
import { Svg, type IconProps } from "./svg";

export function Compass(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="m16.24 7.76-1.804 5.411a2 2 0 0 1-1.265 1.265L7.76 16.24l1.804-5.411a2 2 0 0 1 1.265-1.265z" />
    </Svg>
  );
}
