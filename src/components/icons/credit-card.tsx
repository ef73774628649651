// lucide's "credit-card" (ISC license), written by scripts/icons.mjs.
import { Svg, type IconProps } from "./svg";

export function CreditCard(props: IconProps) {
  return (
    <Svg {...props}>
      <rect width="20" height="14" x="2" y="5" rx="2" />
      <line x1="2" x2="22" y1="10" y2="10" />
      <path d="M6 14h2" />
    </Svg>
  );
}
