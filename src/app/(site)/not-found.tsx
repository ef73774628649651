import { NotFoundNotice } from "@/features/content";

export default function SiteNotFound() {
  return <NotFoundNotice />;
}
