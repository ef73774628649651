// lucide's "loader-circle" (ISC license), written by scripts/icons.mjs.
import { Svg, type IconProps } from "./svg";

export function Loader2(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M21 12a9 9 0 1 1-6.219-8.56" />
    </Svg>
  );
}
