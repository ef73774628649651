import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { OwnerHomesList } from "@/features/properties/components";
import { listOwnerHomes } from "@/features/properties/server";

export const metadata = { title: "Homes" };

export default async function OwnerHomesPage() {
  const homes = await listOwnerHomes();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-serif text-3xl font-semibold tracking-tight text-forest-900">Homes</h1>
        <Link href="/owner/homes/new" className={buttonVariants()}>
          Add a home
        </Link>
      </div>
      <OwnerHomesList homes={homes} />
    </div>
  );
}
