import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing";

/** Guest pages link and navigate with these, so every link keeps the page's language. */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
