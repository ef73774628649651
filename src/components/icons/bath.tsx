// lucide's "bath" (ISC license), written by scripts/icons.mjs.
import { Svg, type IconProps } from "./svg";

export function Bath(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M10 4 8 6" />
      <path d="M17 19v2" />
      <path d="M2 12h20" />
      <path d="M7 19v2" />
      <path d="M9 5 7.621 3.621A2.121 2.121 0 0 0 4 5v12a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-5" />
    </Svg>
  );
}
