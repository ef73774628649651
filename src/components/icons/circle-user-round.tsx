// lucide's "circle-user-round" (ISC license), written by scripts/icons.mjs.
import { Svg, type IconProps } from "./svg";

export function CircleUserRound(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M17.925 20.056a6 6 0 0 0-11.851.001" />
      <circle cx="12" cy="11" r="4" />
      <circle cx="12" cy="12" r="10" />
    </Svg>
  );
}
